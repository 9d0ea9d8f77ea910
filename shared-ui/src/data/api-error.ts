/**
 * What every request of the site throws when the server refuses it or fails: the status and the body as the
 * server sent it (parsed when it is JSON, else its text). Status 0: the request got no answer at all.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** Retry-After in seconds, when the answer carried one (429). */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: unknown, retryAfterSeconds?: number) {
    super(status === 0 ? 'The server could not be reached' : `${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The server's own sentence: `message` of the API's error shape, else `error` of the WhatsApp send answers. */
  get serverMessage(): string | undefined {
    if (typeof this.body !== 'object' || this.body === null) return undefined;
    const { message, error } = this.body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    return typeof error === 'string' && error ? error : undefined;
  }

  /** The first message of each field the server named (`fieldErrors` of a 400 or 409). */
  get fieldErrors(): Record<string, string> {
    const fieldErrors: Record<string, string> = {};
    if (typeof this.body !== 'object' || this.body === null) return fieldErrors;
    const given = (this.body as { fieldErrors?: unknown }).fieldErrors;
    if (typeof given !== 'object' || given === null) return fieldErrors;
    for (const [field, messages] of Object.entries(given)) {
      const first: unknown = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === 'string' && first) fieldErrors[field] = first;
    }
    return fieldErrors;
  }

  /** A refusal of this request (4xx), whose words are meant for the person, as opposed to a failure. */
  get isRefusal(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Retry-After as seconds: either delay-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The ApiError of an answer that is not 2xx: its body read once, as JSON when it parses. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text || response.statusText;
  if (text) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON (a proxy's error page): the text itself.
    }
  }
  return new ApiError(response.status, body, parseRetryAfter(response.headers?.get('Retry-After') ?? null));
}
