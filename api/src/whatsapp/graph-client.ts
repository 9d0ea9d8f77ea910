import type { WhatsappConfig } from '../config';
import { graphErrorSentence, networkFailureSentence, timeoutSentence, type GraphFailure } from './graph-errors';

export type GraphSendResult = { ok: true; wamid: string } | ({ ok: false } & GraphFailure);

export type OutgoingMessage =
  | { kind: 'text'; to: string; body: string }
  /** An approved template whose body has one parameter, filled with `parameter`. */
  | { kind: 'template'; to: string; template: string; language: string; parameter: string };

const TIMEOUT_MS = 10_000;

/** Template parameters may not hold newlines, tabs or more than four spaces in a row (Graph error 132018). */
function asTemplateParameter(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function graphBody(message: OutgoingMessage) {
  if (message.kind === 'text') {
    return { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to, type: 'text', text: { preview_url: false, body: message.body } };
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language },
      components: [{ type: 'body', parameters: [{ type: 'text', text: asTemplateParameter(message.parameter) }] }],
    },
  };
}

interface GraphAnswer {
  messages?: { id?: unknown }[];
  error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } };
}

/**
 * Meta's WhatsApp Cloud API: POST {apiUrl}/{phone-number-id}/messages with the bearer token. Never throws:
 * a Graph error, a network failure or a timeout comes back as a failure with a sentence for staff.
 */
export function createGraphClient(config: WhatsappConfig, { timeoutMs = TIMEOUT_MS }: { timeoutMs?: number } = {}) {
  return {
    async send(message: OutgoingMessage): Promise<GraphSendResult> {
      if (!config.phoneNumberId || !config.accessToken) {
        return { ok: false, code: null, reason: 'WhatsApp sending is not configured.' };
      }
      let response: Response;
      let answer: GraphAnswer;
      try {
        response = await fetch(`${config.apiUrl}/${config.phoneNumberId}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(graphBody(message)),
          signal: AbortSignal.timeout(timeoutMs),
        });
        answer = (await response.json().catch(() => ({}))) as GraphAnswer;
      } catch (error) {
        // A DOMException (not always an Error instance across realms) named TimeoutError when the signal fired.
        const name = (error as { name?: unknown } | null)?.name;
        const timedOut = name === 'TimeoutError' || name === 'AbortError';
        return { ok: false, code: null, reason: timedOut ? timeoutSentence : networkFailureSentence };
      }
      const wamid = answer.messages?.[0]?.id;
      if (response.ok && typeof wamid === 'string') return { ok: true, wamid };
      const code = typeof answer.error?.code === 'number' ? answer.error.code : null;
      const details = answer.error?.error_data?.details;
      const graphMessage = typeof details === 'string' ? details : typeof answer.error?.message === 'string' ? answer.error.message : undefined;
      if (code === null) return { ok: false, code: null, reason: `WhatsApp answered ${response.status} without a message id. Try again shortly.` };
      return { ok: false, code, reason: graphErrorSentence(code, graphMessage) };
    },
  };
}
export type GraphClient = ReturnType<typeof createGraphClient>;
