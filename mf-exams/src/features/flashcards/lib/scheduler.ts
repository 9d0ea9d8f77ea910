import { createEmptyCard, fsrs, generatorParameters, State, type Card, type Grade } from 'ts-fsrs';
import type { CardReviewState, CardStateName, ReviewRating } from '../requests/flashcard-types';

/**
 * ts-fsrs with its default parameters and no fuzz, as the server runs it (design: the button's "when the card
 * returns" and the stored result agree).
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

export const reviewRatings: readonly ReviewRating[] = [1, 2, 3, 4];

const stateNames: Record<State, CardStateName> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

const stateValues: Record<CardStateName, State> = { new: State.New, learning: State.Learning, review: State.Review, relearning: State.Relearning };

function toCard(state: CardReviewState): Card {
  return {
    due: new Date(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: state.elapsedDays,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: stateValues[state.state],
    last_review: state.lastReview ? new Date(state.lastReview) : undefined,
  };
}

function fromCard(card: Card, cardId: string, deckId: string): CardReviewState {
  return {
    cardId,
    deckId,
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: stateNames[card.state],
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** The card's state after a review at `now` (a card never reviewed starts as a new card). */
export function applyReview(previous: CardReviewState | undefined, ids: { cardId: string; deckId: string }, rating: ReviewRating, now: Date): CardReviewState {
  const card = previous ? toCard(previous) : createEmptyCard(now);
  return fromCard(scheduler.next(card, now, rating as Grade).card, ids.cardId, ids.deckId);
}

/** When the card would be due again after each rating, reviewed at `now`. */
export function previewDue(previous: CardReviewState | undefined, now: Date): Record<ReviewRating, Date> {
  const card = previous ? toCard(previous) : createEmptyCard(now);
  const preview = scheduler.repeat(card, now);
  return { 1: preview[1].card.due, 2: preview[2].card.due, 3: preview[3].card.due, 4: preview[4].card.due };
}
