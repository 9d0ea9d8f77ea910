/** What fetch resolves to, for tests under jsdom (which has no Response): status, status text and a body. */
export function fakeResponse(status: number, body = '', statusText = ''): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
  } as Response;
}
