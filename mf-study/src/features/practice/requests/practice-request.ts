import { practiceTokenHeader } from '@nurseprep/contracts/practice-banks';
import { tokenOf } from '../lib/practice-storage';

export const PRACTICE_API = '/api/practice';

/**
 * The headers of a call about an attempt: for a visitor's attempt the token this browser keeps for it (a
 * student's attempts go with the session cookie alone). Given to `request` as its `headers` option.
 */
export function attemptHeaders(attemptId: string): { headers: Record<string, string> } {
  const token = tokenOf(attemptId);
  return { headers: token ? { [practiceTokenHeader]: token } : {} };
}
