// The site's one FSRS scheduler, shared with the server (zod-free path: ts-fsrs stays in the study page's chunk).
import { previewDueDates, reviewCard, scheduleToState, stateToSchedule } from '@nurseprep/contracts/flashcard-scheduler';
import type { CardReviewState, ReviewRating } from '../requests/flashcard-types';

export const reviewRatings: readonly ReviewRating[] = [1, 2, 3, 4];

/** The card's state after a review at `now` (a card never reviewed starts as a new card). */
export function applyReview(previous: CardReviewState | undefined, ids: { cardId: string; deckId: string }, rating: ReviewRating, now: Date): CardReviewState {
  return scheduleToState(ids, reviewCard(previous && stateToSchedule(previous), rating, now).schedule);
}

/** When the card would be due again after each rating, reviewed at `now`. */
export function previewDue(previous: CardReviewState | undefined, now: Date): Record<ReviewRating, Date> {
  return previewDueDates(previous && stateToSchedule(previous), now);
}
