import { flashcardSessionNewCards } from '@nurseprep/contracts/flashcard-decks';
import type { CardReviewState, DeckCard } from '../requests/flashcard-types';
import { isDue } from './due';

/** A session brings the due cards, then at most this many cards never seen. */
export const NEW_CARDS_PER_SESSION = flashcardSessionNewCards;

export interface DeckCounts {
  /** Cards seen before and due now. */
  due: number;
  /** Cards never reviewed. */
  new: number;
}

export function deckCounts(cards: readonly DeckCard[], states: ReadonlyMap<string, CardReviewState>, now: Date): DeckCounts {
  let due = 0;
  let fresh = 0;
  for (const card of cards) {
    const state = states.get(card.id);
    if (!state) fresh += 1;
    else if (isDue(state, now)) due += 1;
  }
  return { due, new: fresh };
}

/** The session's cards in order: the due ones, most overdue first, then up to NEW_CARDS_PER_SESSION new ones in deck order. */
export function sessionQueue(cards: readonly DeckCard[], states: ReadonlyMap<string, CardReviewState>, now: Date): string[] {
  const due = cards
    .flatMap((card) => {
      const state = states.get(card.id);
      return state && isDue(state, now) ? [{ id: card.id, due: new Date(state.due).getTime() }] : [];
    })
    .sort((first, second) => first.due - second.due)
    .map((entry) => entry.id);
  const fresh = cards.filter((card) => !states.has(card.id)).slice(0, NEW_CARDS_PER_SESSION).map((card) => card.id);
  return [...due, ...fresh];
}

/** The soonest time a card of the deck is due again (null when no card has been reviewed). */
export function nextDue(states: Iterable<CardReviewState>): Date | null {
  let soonest: number | null = null;
  for (const state of states) {
    const due = new Date(state.due).getTime();
    if (soonest === null || due < soonest) soonest = due;
  }
  return soonest === null ? null : new Date(soonest);
}
