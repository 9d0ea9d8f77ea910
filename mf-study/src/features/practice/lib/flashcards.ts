import { flashcardsPagePaths, plannerPagePaths } from '@nurseprep/contracts/routes';
import type { PracticeBankSlug } from '@nurseprep/contracts/practice-banks';

/** A bank's flashcard decks: every bank has a deck list (pharmacology's under its coursework page). */
export function flashcardsPath(bank: PracticeBankSlug): string | null {
  return flashcardsPagePaths[bank] ?? null;
}

/** A bank's study planner: TEAS, HESI and NCLEX have one; pharmacology has none. */
export function plannerPath(bank: PracticeBankSlug): string | null {
  return bank in plannerPagePaths ? plannerPagePaths[bank as keyof typeof plannerPagePaths] : null;
}
