import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@nurseprep/shared-ui';

/** A deck with its cards (404 for an unknown deck). */
export function useDeck(deckId: string) {
  return useQuery(endpointQuery('GET /api/flashcards/decks/:id', { params: { id: deckId } }));
}
