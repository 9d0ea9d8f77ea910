import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@nurseprep/shared-ui';

/** A student's state for each card of the deck they have reviewed. */
export function useDeckReviews(deckId: string, enabled: boolean) {
  return useQuery({ ...endpointQuery('GET /api/flashcards/decks/:id/reviews', { params: { id: deckId } }), enabled });
}
