import { errorMessageOf, statusOf } from '@nurseprep/shared-ui';

/**
 * The server's own words for a refused request (4xx: "Username is already taken"), or undefined when the
 * request failed for another reason (network, 5xx), so the caller shows its fallback text instead.
 */
export function serverMessageOf(error: unknown): string | undefined {
  const status = statusOf(error);
  if (status === undefined || status < 400 || status >= 500) return undefined;
  return errorMessageOf(error);
}

/** The per-field messages of a 4xx answer in the API's error shape `{ message, fieldErrors? }`. */
export function serverFieldErrorsOf(error: unknown): Record<string, string> {
  const status = statusOf(error);
  if (status === undefined || status < 400 || status >= 500 || !(error instanceof Error)) return {};
  try {
    const body = JSON.parse(error.message.slice(error.message.indexOf(': ') + 2)) as { fieldErrors?: unknown };
    if (typeof body.fieldErrors !== 'object' || body.fieldErrors === null) return {};
    const fieldErrors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(body.fieldErrors)) {
      const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
      if (typeof first === 'string') fieldErrors[field] = first;
    }
    return fieldErrors;
  } catch {
    return {};
  }
}
