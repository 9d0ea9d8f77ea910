import { useQuery } from '@tanstack/react-query';
import type { FlashcardExam, FlashcardSubject } from '@nurseprep/contracts';
import { endpointQuery } from '@nurseprep/shared-ui';

/** What a deck list is filtered on: an exam page slug, or a coursework subject. */
export type DeckFilter = { exam: FlashcardExam } | { subject: FlashcardSubject };

/** The decks of a list page (keyed by their URL, so the server render fetches them). */
export function useDecks(filter: DeckFilter) {
  return useQuery(endpointQuery('GET /api/flashcards/decks', { query: filter }));
}
