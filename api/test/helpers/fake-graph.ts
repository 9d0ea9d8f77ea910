import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake Graph API received: one accepted message. */
export interface ReceivedMessage {
  to: string;
  type: 'text' | 'template';
  /** The text body, or the template's body parameter. */
  body: string;
  template?: { name: string; language: string };
  wamid: string;
  at: number;
}

export interface FakeGraph {
  /** WHATSAPP_API_URL for the server under test (with a version, as Meta's is). */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  received: ReceivedMessage[];
  /** Requests refused for a bad token or body, with the reason. */
  refused: string[];
  /** Answer Graph error `code` to messages for this number. */
  failFor(to: string, code: number): void;
  /** Never answer messages for this number (the client's timeout). */
  hangFor(to: string): void;
  close(): Promise<void>;
}

const errorMessages: Record<number, string> = {
  131047: 'Re-engagement message',
  131026: 'Message undeliverable',
  130429: 'Rate limit hit',
  131050: 'User has stopped marketing messages',
  190: 'Error validating access token: Session has expired',
  100: 'Invalid parameter',
};

function graphError(response: ServerResponse, status: number, code: number, details: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { message: `(#${code}) ${errorMessages[code] ?? 'Error'}`, type: 'OAuthException', code, error_data: { messaging_product: 'whatsapp', details }, fbtrace_id: 'fake' } }));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

/** Checks a Cloud API message body as Graph would; returns what is wrong, or null. */
function problemWith(body: Record<string, unknown>): string | null {
  if (body.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (typeof body.to !== 'string' || !/^\d{7,20}$/.test(body.to)) return 'to must be digits with the country code';
  if (body.type === 'text') {
    const text = body.text as { body?: unknown } | undefined;
    if (typeof text?.body !== 'string' || text.body.length === 0 || text.body.length > 4096) return 'text.body must be 1-4096 characters';
    return null;
  }
  if (body.type === 'template') {
    const template = body.template as { name?: unknown; language?: { code?: unknown }; components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[] } | undefined;
    if (typeof template?.name !== 'string' || typeof template.language?.code !== 'string') return 'template name and language are required';
    const parameter = template.components?.find((component) => component.type === 'body')?.parameters?.[0]?.text;
    if (typeof parameter !== 'string' || /[\n\t]| {5,}/.test(parameter)) return 'template body parameter must be text without newlines, tabs or 5 spaces';
    return null;
  }
  return 'type must be text or template';
}

/** A stand-in for Meta's Graph API: checks the bearer token and body, answers with a wamid or a Graph error. */
export async function startFakeGraph({ port = 0, accessToken = 'test-access-token', phoneNumberId = '1098765432' } = {}): Promise<FakeGraph> {
  const received: ReceivedMessage[] = [];
  const refused: string[] = [];
  const failures = new Map<string, number>();
  const hanging = new Set<string>();
  const held: ServerResponse[] = [];

  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method !== 'POST' || url.pathname !== `/v23.0/${phoneNumberId}/messages`) {
        refused.push(`unknown path ${request.method} ${url.pathname}`);
        return graphError(response, 400, 100, 'Unsupported post request');
      }
      if (request.headers.authorization !== `Bearer ${accessToken}`) {
        refused.push('bad token');
        return graphError(response, 401, 190, 'Invalid OAuth access token');
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        refused.push('body is not JSON');
        return graphError(response, 400, 100, 'The body is not JSON');
      }
      const problem = problemWith(body);
      if (problem) {
        refused.push(problem);
        return graphError(response, 400, 100, problem);
      }
      const to = body.to as string;
      if (hanging.has(to)) {
        held.push(response);
        return;
      }
      const failure = failures.get(to);
      if (failure !== undefined) return graphError(response, failure === 130429 ? 429 : 400, failure, errorMessages[failure] ?? 'Error');
      const wamid = `wamid.${randomBytes(12).toString('hex')}`;
      const template = body.template as { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] } | undefined;
      received.push({
        to,
        type: body.type as 'text' | 'template',
        body: template ? (template.components[0]?.parameters[0]?.text ?? '') : ((body.text as { body: string }).body),
        ...(template ? { template: { name: template.name, language: template.language.code } } : {}),
        wamid,
        at: Date.now(),
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: wamid }] }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${boundPort}/v23.0`,
    phoneNumberId,
    accessToken,
    received,
    refused,
    failFor: (to, code) => void failures.set(to, code),
    hangFor: (to) => void hanging.add(to),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The environment that points the server at a fake Graph. */
export function whatsappEnvironment(graph: FakeGraph, extra: Record<string, string> = {}): Record<string, string> {
  return {
    WHATSAPP_API_URL: graph.apiUrl,
    WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: graph.accessToken,
    WHATSAPP_APP_SECRET: 'test-app-secret',
    WHATSAPP_VERIFY_TOKEN: 'test-verify-token',
    WHATSAPP_CAMPAIGN_TEMPLATE: 'nurseprep_update',
    WHATSAPP_TEMPLATE_LANGUAGE: 'en_US',
    ...extra,
  };
}

/** X-Hub-Signature-256 as Meta computes it: HMAC-SHA256 of the raw body with the app secret. */
export function signatureOf(rawBody: string, appSecret = 'test-app-secret'): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** A webhook body carrying delivery statuses, shaped as Meta sends it. */
export function statusEvent(statuses: { wamid: string; status: 'sent' | 'delivered' | 'read' | 'failed'; recipient: string; errorCode?: number }[]): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA_ID',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '12025550123', phone_number_id: '1098765432' },
              statuses: statuses.map((status) => ({
                id: status.wamid,
                status: status.status,
                timestamp: String(Math.floor(Date.now() / 1000)),
                recipient_id: status.recipient,
                ...(status.errorCode ? { errors: [{ code: status.errorCode, title: errorMessages[status.errorCode] ?? 'Error' }] } : {}),
              })),
            },
          },
        ],
      },
    ],
  });
}

/** A webhook body carrying one inbound text message. */
export function inboundEvent({ from, text, name = 'WhatsApp Person', wamid = `wamid.in${randomBytes(8).toString('hex')}`, timestamp = Math.floor(Date.now() / 1000) }: { from: string; text: string; name?: string; wamid?: string; timestamp?: number }): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA_ID',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '12025550123', phone_number_id: '1098765432' },
              contacts: [{ profile: { name }, wa_id: from }],
              messages: [{ from, id: wamid, timestamp: String(timestamp), type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  });
}
