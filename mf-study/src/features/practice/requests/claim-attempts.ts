import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nurseprep/shared-ui';
import { dropTokens, type StoredAttempt } from '../lib/practice-storage';
import { ATTEMPTS_PATH } from './list-attempts';
import { PRACTICE_API } from './practice-request';
import { practiceProgressQueryKey } from '../../../lib/practice-progress';

export const CLAIM_PATH = `${PRACTICE_API}/attempts/claim`;

/**
 * POST /api/practice/attempts/claim: after sign-in or sign-up, the attempts this browser took as a visitor
 * move to the account. Idempotent on the server; the tokens are dropped here once it answers.
 */
export function useClaimAttempts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempts: Required<Pick<StoredAttempt, 'id' | 'token'>>[]) => request('POST /api/practice/attempts/claim', { body: { attempts } }),
    onSuccess: (_answer, attempts) => {
      dropTokens(attempts.map((attempt) => attempt.id));
    },
    // Whatever the answer, lists read before the claim may be out of date.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [ATTEMPTS_PATH] });
      void queryClient.invalidateQueries({ queryKey: practiceProgressQueryKey });
    },
  });
}
