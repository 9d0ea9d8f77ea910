import { useEffect, useState } from 'react';
import { useCurrentUser } from '@nurseprep/shared-ui';
import { useMergeReviews } from '../requests/merge-reviews';
import { readVisitorProgress } from '../lib/visitor-reviews';

/**
 * Once someone is signed in, the reviews this browser holds from before are sent to the account once (then
 * cleared). Returns true until that is done (or found unneeded), so a page reads the account's states after it.
 */
export function useMergeVisitorReviews(): boolean {
  const userId = useCurrentUser().data?.id;
  const { mutate } = useMergeReviews();
  const [settledFor, setSettledFor] = useState<number | null>(null);
  useEffect(() => {
    if (userId === undefined) return;
    const { history } = readVisitorProgress();
    if (!history.length) {
      setSettledFor(userId);
      return;
    }
    mutate(history, { onSettled: () => setSettledFor(userId) });
  }, [userId, mutate]);
  return userId !== undefined && settledFor !== userId;
}
