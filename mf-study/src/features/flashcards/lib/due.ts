import type { CardReviewState } from '../requests/flashcard-types';

/** Whether the card is due for review at `now` (apart from the scheduler, so the deck lists need no ts-fsrs). */
export function isDue(state: CardReviewState, now: Date): boolean {
  return new Date(state.due).getTime() <= now.getTime();
}
