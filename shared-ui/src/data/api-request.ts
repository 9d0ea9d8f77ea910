export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one way the site talks to its server (spec section 7): cookies are sent, a body goes as JSON,
 * and any non-OK response throws an Error reading `<status>: <body text or status text>`.
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

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

/** The default read: GET the path and parse JSON, throwing on 401 like any other failure. */
export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}

/** The HTTP status of an error thrown by apiRequest; undefined for anything else (fetch's TypeError never reached the server). */
export function statusOf(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/**
 * Turns an error thrown by apiRequest into the text a person should read: the server's
 * `message` field when the body is our JSON error shape, otherwise the text after the status.
 */
export function errorMessageOf(error: unknown): string | undefined {
  if (!(error instanceof Error) || !error.message) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  const text = match?.[1] ?? error.message;
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // not JSON: the text itself is the message
  }
  return text || undefined;
}
