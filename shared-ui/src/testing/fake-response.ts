/**
 * What fetch resolves to, for tests under jsdom (which has no Response): status, status text, a body and, when
 * given, headers (a 429's Retry-After).
 */
export function fakeResponse(status: number, body = '', statusText = '', headers?: Record<string, string>): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    ...(headers ? { headers: new Headers(headers) } : {}),
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  } as Response;
}
