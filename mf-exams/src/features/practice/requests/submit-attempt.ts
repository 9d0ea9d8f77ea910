import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attempt, AttemptResults } from './practice-types';
import { attemptQueryKey } from './get-attempt';
import { fetchResults, resultsQueryKey } from './get-results';
import { attemptPath, practiceRequest, statusOf } from './practice-request';
import { ATTEMPTS_PATH } from './list-attempts';

/**
 * POST /api/practice/attempts/:id/submit: grades the attempt. A 409 means the server submitted it already
 * (time up): the results are read instead. The attempt in the cache turns 'submitted', which shows them.
 */
export function useSubmitAttempt(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<AttemptResults> => {
      try {
        const answer = await practiceRequest<{ results: AttemptResults }>('POST', `${attemptPath(attemptId)}/submit`, { attemptId });
        return answer.results;
      } catch (error) {
        if (statusOf(error) === 409) return fetchResults(attemptId);
        throw error;
      }
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
