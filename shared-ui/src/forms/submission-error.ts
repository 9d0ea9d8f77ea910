import { statusOf } from '../data/api-request';

/** Why a form submission failed, as the form shows it. */
export type SubmissionFailure =
  /** 429: the person must wait this many whole minutes (from Retry-After). */
  | { kind: 'rate-limited'; minutes: number }
  /** Another 4xx: the server's own message and its per-field messages. */
  | { kind: 'rejected'; message: string | undefined; fieldErrors: Record<string, string> }
  /** 5xx, or the server could not be reached. */
  | { kind: 'unavailable' };

/** What postForm throws for any answer but 2xx (status 0: the request never got an answer). */
export class SubmissionError extends Error {
  readonly status: number;
  readonly body: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: string, retryAfterSeconds?: number) {
    super(`${status}: ${body}`);
    this.name = 'SubmissionError';
    this.status = status;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After as seconds: either delay-seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/**
 * POST a JSON body as the site's forms do (cookies sent). Resolves with the response on 2xx; otherwise throws a
 * SubmissionError carrying the status, the body text and Retry-After, which apiRequest's plain Error loses.
 */
export async function postForm(url: string, body: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new SubmissionError(0, '');
  }
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  throw new SubmissionError(response.status, text || response.statusText, parseRetryAfter(response.headers?.get('Retry-After') ?? null));
}

function parseErrorBody(body: string): { message: string | undefined; fieldErrors: Record<string, string> } {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; fieldErrors?: unknown };
    const fieldErrors: Record<string, string> = {};
    if (typeof parsed.fieldErrors === 'object' && parsed.fieldErrors !== null) {
      for (const [field, messages] of Object.entries(parsed.fieldErrors)) {
        const first: unknown = Array.isArray(messages) ? messages[0] : messages;
        if (typeof first === 'string' && first) fieldErrors[field] = first;
      }
    }
    return { message: typeof parsed.message === 'string' && parsed.message ? parsed.message : undefined, fieldErrors };
  } catch {
    return { message: body || undefined, fieldErrors: {} };
  }
}

/** Sorts any error a submit function throws into what the person should be told. */
export function submissionFailureOf(error: unknown): SubmissionFailure {
  const status = error instanceof SubmissionError ? error.status : (statusOf(error) ?? 0);
  if (status === 429) {
    const seconds = error instanceof SubmissionError ? error.retryAfterSeconds : undefined;
    // Without a header the limits' window is one minute.
    return { kind: 'rate-limited', minutes: Math.max(1, Math.ceil((seconds ?? 60) / 60)) };
  }
  if (status >= 400 && status < 500) {
    const body = error instanceof SubmissionError ? error.body : (error as Error).message.slice(5);
    return { kind: 'rejected', ...parseErrorBody(body) };
  }
  return { kind: 'unavailable' };
}
