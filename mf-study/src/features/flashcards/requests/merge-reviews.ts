import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nurseprep/shared-ui';
import { clearVisitorProgress } from '../lib/visitor-reviews';
import type { VisitorReview } from './flashcard-types';
import { DECKS_PATH, DUE_PATH } from './flashcards-paths';

/**
 * After sign-in or sign-up, the reviews this browser made as a visitor are
 * replayed on the account (cards it already has are left alone; idempotent). The browser then forgets them.
 */
export function useMergeReviews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviews: VisitorReview[]) => request('POST /api/flashcards/reviews/merge', { body: { reviews } }),
    onSuccess: () => {
      clearVisitorProgress();
      // The account's review states and due counts changed; the decks themselves did not.
      void queryClient.invalidateQueries({ queryKey: [DUE_PATH] });
      void queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(`${DECKS_PATH}/`) && String(query.queryKey[0]).endsWith('/reviews'),
      });
    },
  });
}
