import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, statusOf } from '@nurseprep/shared-ui';
import { attemptQueryKey, fetchAttempt } from './get-attempt';
import { attemptHeaders } from './practice-request';

/**
 * POST /api/practice/attempts/:id/sections/next: closes the current section (it cannot be reopened) and
 * starts the next one's clock. A 409 means the server already closed it (time up): the attempt is reloaded.
 */
export function useNextSection(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        return (await request('POST /api/practice/attempts/:id/sections/next', { params: { id: attemptId } }, attemptHeaders(attemptId))).attempt;
      } catch (error) {
        if (statusOf(error) !== 409) throw error;
        return fetchAttempt(attemptId);
      }
    },
    onSuccess: (attempt) => queryClient.setQueryData(attemptQueryKey(attemptId), attempt),
  });
}
