import { useQuery } from '@tanstack/react-query';
import type { Deck } from './flashcard-types';
import { deckPath } from './flashcards-paths';

/** GET /api/flashcards/decks/:id: a deck with its cards (404 for an unknown deck). */
export function useDeck(deckId: string) {
  return useQuery<Deck>({ queryKey: [deckPath(deckId)] });
}
