import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nurseprep/shared-ui';
import type { Attempt, AttemptResults } from './practice-types';
import { attemptQueryKey } from './get-attempt';
import { resultsQueryKey } from './get-results';
import { attemptHeaders } from './practice-request';
import { ATTEMPTS_PATH } from './list-attempts';

/**
 * POST /api/practice/attempts/:id/submit: grades the attempt; an attempt the server already submitted (time
 * up) answers its results the same way. The attempt in the cache turns 'submitted', which shows them.
 */
export function useSubmitAttempt(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<AttemptResults> => {
      const answer = await request('POST /api/practice/attempts/:id/submit', { params: { id: attemptId } }, attemptHeaders(attemptId));
      return answer.results;
    },
    // Submitting is idempotent on the server: a dropped connection is worth one more try.
    retry: 1,
    onSuccess: (results) => {
      queryClient.setQueryData(resultsQueryKey(attemptId), results);
      queryClient.setQueryData<Attempt>(attemptQueryKey(attemptId), (attempt) => (attempt ? { ...attempt, status: 'submitted' } : attempt));
      void queryClient.invalidateQueries({ queryKey: [ATTEMPTS_PATH] });
    },
  });
}
