import { practiceTokenHeader } from '@nurseprep/contracts/src/practice-banks';
import { throwIfNotOk, type HttpMethod } from '@nurseprep/shared-ui';
import { tokenOf } from '../lib/practice-storage';

export const PRACTICE_API = '/api/practice';
export const PRACTICE_TOKEN_HEADER = practiceTokenHeader;

/**
 * A practice API call: the session cookie for a student, and for a visitor's attempt the token this browser
 * keeps for it. Errors throw like shared-ui's apiRequest ("<status>: <body>").
 */
export async function practiceRequest<T>(method: HttpMethod, url: string, { body, attemptId }: { body?: unknown; attemptId?: string } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = attemptId ? tokenOf(attemptId) : undefined;
  if (token) headers[PRACTICE_TOKEN_HEADER] = token;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** The HTTP status of an error thrown by practiceRequest (409 for a closed section, 404 for no such attempt). */
export function statusOf(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}):/.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

export function attemptPath(id: string): string {
  return `${PRACTICE_API}/attempts/${encodeURIComponent(id)}`;
}
