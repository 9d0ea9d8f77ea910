import { useQuery } from '@tanstack/react-query';
import type { DeckReviews } from './flashcard-types';
import { deckReviewsPath } from './flashcards-paths';

/** GET /api/flashcards/decks/:id/reviews: a student's state for each card of the deck they have reviewed. */
export function useDeckReviews(deckId: string, enabled: boolean) {
  return useQuery<DeckReviews>({ queryKey: [deckReviewsPath(deckId)], enabled });
}
