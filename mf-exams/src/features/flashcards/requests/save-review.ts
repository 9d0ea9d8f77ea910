import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@nurseprep/shared-ui';
import type { DeckReviews, ReviewRating, SavedReview } from './flashcard-types';
import { deckReviewsPath, DUE_PATH, REVIEWS_PATH } from './flashcards-paths';

/**
 * POST /api/flashcards/reviews: the server applies ts-fsrs at its own clock and stores the card's state. The
 * deck's cached states take the server's answer; the due list is refetched next time it is shown.
 */
export function useSaveReview(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (review: { cardId: string; rating: ReviewRating }) =>
      (await (await apiRequest('POST', REVIEWS_PATH, review)).json()) as SavedReview,
    onSuccess: ({ state }) => {
      queryClient.setQueryData<DeckReviews>([deckReviewsPath(deckId)], (previous) =>
        previous ? { ...previous, states: [...previous.states.filter((entry) => entry.cardId !== state.cardId), state] } : previous,
      );
      void queryClient.invalidateQueries({ queryKey: [DUE_PATH] });
    },
  });
}
