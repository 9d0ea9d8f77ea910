import { useQuery } from '@tanstack/react-query';
import type { AttemptSummary } from './practice-types';
import { PRACTICE_API, practiceRequest } from './practice-request';

export const ATTEMPTS_PATH = `${PRACTICE_API}/attempts`;
export const HISTORY_LIMIT = 50;

/** GET /api/practice/attempts?limit=: a signed-in student's attempts, newest first. */
export function useAttemptHistory(enabled: boolean) {
  return useQuery({
    queryKey: [ATTEMPTS_PATH, HISTORY_LIMIT],
    queryFn: () => practiceRequest<{ attempts: AttemptSummary[] }>('GET', `${ATTEMPTS_PATH}?limit=${HISTORY_LIMIT}`).then((answer) => answer.attempts),
    enabled,
  });
}
