import { flashcardsPagePaths, type FlashcardsPageSlug } from '@nurseprep/contracts/routes';
import type { DeckSummary } from '../requests/flashcard-types';

/** The list a deck is studied from: its first exam with a flashcards page, else pharmacology when it is a subject. */
export function listOfDeck(deck: Pick<DeckSummary, 'exams' | 'subjects'>): FlashcardsPageSlug | null {
  const exam = deck.exams.find((slug) => slug in flashcardsPagePaths);
  if (exam) return exam as FlashcardsPageSlug;
  return deck.subjects.includes('pharmacology') ? 'pharmacology' : null;
}

export function studyPathOf(deck: Pick<DeckSummary, 'id' | 'exams' | 'subjects'>): string | null {
  const list = listOfDeck(deck);
  return list ? `${flashcardsPagePaths[list]}/${deck.id}` : null;
}
