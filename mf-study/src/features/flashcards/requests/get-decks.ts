import { useQuery } from '@tanstack/react-query';
import type { DeckSummary } from './flashcard-types';
import { DECKS_PATH } from './flashcards-paths';

/** What a deck list is filtered on: an exam page slug, or a coursework subject. */
export type DeckFilter = { exam: string } | { subject: string };

export function decksPath(filter: DeckFilter): string {
  const query = 'exam' in filter ? `exam=${encodeURIComponent(filter.exam)}` : `subject=${encodeURIComponent(filter.subject)}`;
  return `${DECKS_PATH}?${query}`;
}

/** GET /api/flashcards/decks?exam=|subject=: the decks of a list page (the path is the key, so the server render fetches it). */
export function useDecks(filter: DeckFilter) {
  return useQuery<DeckSummary[]>({ queryKey: [decksPath(filter)] });
}
