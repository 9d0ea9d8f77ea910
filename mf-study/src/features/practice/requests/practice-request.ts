import { practiceTokenHeader } from '@nurseprep/contracts/practice-banks';
import { apiRequest, type HttpMethod } from '@nurseprep/shared-ui';
import { tokenOf } from '../lib/practice-storage';

export const PRACTICE_API = '/api/practice';

/**
 * A practice API call: the session cookie for a student, and for a visitor's attempt the token this browser
 * keeps for it. Errors throw as shared-ui's apiRequest does (an ApiError; read its status with statusOf).
 */
export async function practiceRequest<T>(method: HttpMethod, url: string, { body, attemptId }: { body?: unknown; attemptId?: string } = {}): Promise<T> {
  const token = attemptId ? tokenOf(attemptId) : undefined;
  const response = await apiRequest(method, url, body, token ? { [practiceTokenHeader]: token } : {});
  return (await response.json()) as T;
}

export function attemptPath(id: string): string {
  return `${PRACTICE_API}/attempts/${encodeURIComponent(id)}`;
}
