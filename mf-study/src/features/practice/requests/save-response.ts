import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nurseprep/shared-ui';
import type { Attempt, PracticeResponse, ResponseState } from './practice-types';
import { attemptQueryKey } from './get-attempt';
import { attemptHeaders } from './practice-request';

export interface ResponseChange {
  questionId: string;
  /** null takes the answer back (timed modes). */
  response?: PracticeResponse | null;
  flagged?: boolean;
}

/**
 * PUT /api/practice/attempts/:id/responses/:questionId: saves an answer and/or the flag. Practice mode
 * answers with the question's result (right or wrong, key and rationale); timed modes only say it is saved.
 * The attempt in the cache takes the change at once, so the navigator follows without a refetch.
 */
export function useSaveResponse(attemptId: string) {
  const queryClient = useQueryClient();
  const update = (questionId: string, change: (state: ResponseState) => ResponseState) =>
    queryClient.setQueryData<Attempt>(attemptQueryKey(attemptId), (attempt) =>
      attempt
        ? { ...attempt, responses: { ...attempt.responses, [questionId]: change(attempt.responses[questionId] ?? { flagged: false }) } }
        : attempt,
    );
  const mutation = useMutation({
    mutationFn: ({ questionId, ...body }: ResponseChange) =>
      request('PUT /api/practice/attempts/:id/responses/:questionId', { params: { id: attemptId, questionId }, body }, attemptHeaders(attemptId)),
    onSuccess: (answer, { questionId, response }) => {
      if ('result' in answer) update(questionId, (state) => ({ ...state, ...(response ? { response } : {}), result: answer.result }));
    },
  });
  return {
    ...mutation,
    /** Shows the change at once (a controlled radio must not flicker back), then sends it. */
    save: (change: ResponseChange, options?: Parameters<typeof mutation.mutate>[1]) => {
      update(change.questionId, (state) => ({
        ...state,
        ...(change.response !== undefined ? { response: change.response ?? undefined } : {}),
        ...(change.flagged !== undefined ? { flagged: change.flagged } : {}),
      }));
      mutation.mutate(change, options);
    },
  };
}
