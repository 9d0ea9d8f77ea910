import { useMutation, useQueryClient } from '@tanstack/react-query';
import { statusOf } from '@nurseprep/shared-ui';
import type { Attempt } from './practice-types';
import { attemptQueryKey, fetchAttempt } from './get-attempt';
import { attemptPath, practiceRequest } from './practice-request';

/**
 * POST /api/practice/attempts/:id/sections/next: closes the current section (it cannot be reopened) and
 * starts the next one's clock. A 409 means the server already closed it (time up): the attempt is reloaded.
 */
export function useNextSection(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        return (await practiceRequest<{ attempt: Attempt }>('POST', `${attemptPath(attemptId)}/sections/next`, { attemptId })).attempt;
      } catch (error) {
        if (statusOf(error) !== 409) throw error;
        return fetchAttempt(attemptId);
      }
    },
    onSuccess: (attempt) => queryClient.setQueryData(attemptQueryKey(attemptId), attempt),
  });
}
