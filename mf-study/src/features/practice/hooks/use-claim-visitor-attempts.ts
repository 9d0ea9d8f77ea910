import { useEffect, useState } from 'react';
import { useCurrentUser } from '@nurseprep/shared-ui';
import { useClaimAttempts } from '../requests/claim-attempts';
import { storedAttempts } from '../lib/practice-storage';

/**
 * Once someone is signed in, the visitor attempts this browser holds tokens for are claimed for the account
 * (the sign-up offer's promise: "keep your results"). Runs whenever the signed-in user changes. `settled` says
 * the claim for the current user is done (or there was nothing to claim): pages that list the account's attempts
 * wait for it, so they never show a history from before the claim.
 */
export function useClaimVisitorAttempts(): { settled: boolean } {
  const userId = useCurrentUser().data?.id;
  const { mutate } = useClaimAttempts();
  const [settledFor, setSettledFor] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    const claimable = storedAttempts().flatMap((entry) => (entry.token ? [{ id: entry.id, token: entry.token }] : []));
    if (claimable.length) mutate(claimable, { onSettled: () => setSettledFor(userId) });
    else queueMicrotask(() => setSettledFor(userId));
  }, [userId, mutate]);
  return { settled: userId !== undefined && settledFor === userId };
}
