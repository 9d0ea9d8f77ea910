import { ApiError } from '../data/api-error';

/** Why a form submission failed, as the form shows it. */
export type SubmissionFailure =
  /** 429: the person must wait this many whole minutes (from Retry-After). */
  | { kind: 'rate-limited'; minutes: number }
  /** Another 4xx: the server's own message and its per-field messages. */
  | { kind: 'rejected'; message: string | undefined; fieldErrors: Record<string, string> }
  /** 5xx, or the server could not be reached. */
  | { kind: 'unavailable' };

/** Sorts any error a submit function throws into what the person should be told. */
export function submissionFailureOf(error: unknown): SubmissionFailure {
  if (!(error instanceof ApiError)) return { kind: 'unavailable' };
  if (error.status === 429) {
    // Without a header the limits' window is one minute.
    return { kind: 'rate-limited', minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)) };
  }
  if (error.isRefusal) {
    return { kind: 'rejected', message: error.serverMessage ?? (typeof error.body === 'string' && error.body ? error.body : undefined), fieldErrors: error.fieldErrors };
  }
  return { kind: 'unavailable' };
}
