/**
 * The sentence to show for a failed staff call: the server's `error` (send and campaign answers) or
 * `message` (every other error), read from apiRequest's "<status>: <body>"; undefined when there is none.
 */
export function serverErrorText(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return undefined;
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // Not our JSON (a proxy's page): no sentence for staff.
  }
  return undefined;
}
