import { useQuery } from '@tanstack/react-query';
import { request } from '@nurseprep/shared-ui';
import { PRACTICE_API } from './practice-request';

export const ATTEMPTS_PATH = `${PRACTICE_API}/attempts`;
export const HISTORY_LIMIT = 50;

/** GET /api/practice/attempts?limit=: a signed-in student's attempts, newest first. */
export function useAttemptHistory(enabled: boolean) {
  return useQuery({
    queryKey: [ATTEMPTS_PATH, HISTORY_LIMIT],
    queryFn: () => request('GET /api/practice/attempts', { query: { limit: HISTORY_LIMIT } }).then((answer) => answer.attempts),
    enabled,
  });
}
