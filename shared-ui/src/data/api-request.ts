import { ApiError, apiErrorOf } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one way the site talks to its server: cookies are sent, a body goes as JSON, and any answer but 2xx
 * throws an ApiError with its status and body. A request that never got an answer throws fetch's own error.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/** Throws the answer's ApiError when it is not 2xx. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw await apiErrorOf(response);
}

/** The HTTP status of a request's ApiError; undefined for anything else (a request that got no answer). */
export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError && error.status > 0 ? error.status : undefined;
}

/**
 * The text a person should read for a failed request: the server's own sentence when it sent one, else the text
 * of its answer; for an error that is not an answer (fetch's "Failed to fetch"), its message.
 */
export function errorMessageOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage ?? (typeof error.body === 'string' && error.body ? error.body : undefined);
  return error instanceof Error && error.message ? error.message : undefined;
}
