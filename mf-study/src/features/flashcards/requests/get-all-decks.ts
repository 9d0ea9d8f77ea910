import { useQuery } from '@tanstack/react-query';
import type { DeckSummary } from './flashcard-types';
import { DECKS_PATH } from './flashcards-paths';

/** GET /api/flashcards/decks: every deck (where /my-study's due decks are studied). */
export function useAllDecks(enabled = true) {
  return useQuery<DeckSummary[]>({ queryKey: [DECKS_PATH], enabled });
}
