import { createEmptyCard, fsrs, generatorParameters, State, type Card, type Grade, type ReviewLog } from 'ts-fsrs';
import { flashcardStates, type FlashcardReviewLog, type FlashcardState, type FlashcardStateName } from '@nurseprep/contracts';

/**
 * The FSRS scheduler (ts-fsrs 5.4) with its default parameters and no fuzz, as the study pages use it, so the
 * browser's preview of "when the card returns" and the state stored here agree.
 */
export const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

/** The fields of ts-fsrs's Card as stored (flashcard_states without user, card, deck and updated_at). */
export interface StoredCard {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: FlashcardStateName;
  lastReview: Date | null;
}

const stateName = (state: State): FlashcardStateName => flashcardStates[state]!;

export function toFsrsCard(stored: StoredCard): Card {
  return {
    due: stored.due,
    stability: stored.stability,
    difficulty: stored.difficulty,
    elapsed_days: stored.elapsedDays,
    scheduled_days: stored.scheduledDays,
    learning_steps: stored.learningSteps,
    reps: stored.reps,
    lapses: stored.lapses,
    state: flashcardStates.indexOf(stored.state) as State,
    ...(stored.lastReview ? { last_review: stored.lastReview } : {}),
  };
}

export function fromFsrsCard(card: Card): StoredCard {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: stateName(card.state),
    lastReview: card.last_review ?? null,
  };
}

/** A card never reviewed, as ts-fsrs makes it (due at `now`). */
export function newStoredCard(now: Date): StoredCard {
  return fromFsrsCard(createEmptyCard(now));
}

export interface ReviewOutcome {
  card: StoredCard;
  log: ReviewLog;
}

/** Applies one rating at `now` to the card (a new card when `stored` is undefined). */
export function review(stored: StoredCard | undefined, rating: Grade, now: Date): ReviewOutcome {
  const result = scheduler.next(toFsrsCard(stored ?? newStoredCard(now)), now, rating);
  return { card: fromFsrsCard(result.card), log: result.log };
}

export function stateResponse(cardId: string, deckId: string, card: StoredCard): FlashcardState {
  return {
    cardId,
    deckId,
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsedDays,
    scheduledDays: card.scheduledDays,
    learningSteps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.lastReview ? card.lastReview.toISOString() : null,
  };
}

export function logResponse(cardId: string, log: { rating: number; state: FlashcardStateName; due: Date; stability: number; difficulty: number; elapsedDays: number; scheduledDays: number; reviewedAt: Date }): FlashcardReviewLog {
  return {
    cardId,
    rating: log.rating,
    state: log.state,
    due: log.due.toISOString(),
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsedDays,
    scheduledDays: log.scheduledDays,
    reviewedAt: log.reviewedAt.toISOString(),
  };
}

/** ts-fsrs's log as stored (the card's state before the review). */
export function storedLog(log: ReviewLog) {
  return {
    rating: log.rating as number,
    state: stateName(log.state),
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    scheduledDays: log.scheduled_days,
    reviewedAt: log.review,
  };
}
