import { createEmptyCard, fsrs, generatorParameters, State, type Card, type Grade, type ReviewLog } from 'ts-fsrs';
import { flashcardStates, type FlashcardRating, type FlashcardStateName } from './flashcard-decks';
// Types only: erased, so no zod comes with them.
import type { FlashcardState } from './flashcards';

/*
 * The one FSRS scheduler of the site, used by the server (the state it stores) and by the study page (a
 * visitor's reviews, and the "when the card returns" under each rating button), so both always agree.
 * Zod-free and outside the index: only the modules that schedule import it, so ts-fsrs reaches the browser in
 * the study page's chunk alone.
 */

/** ts-fsrs 5.4 with its default parameters and no fuzz (the same input always gives the same due date). */
export const flashcardScheduler = fsrs(generatorParameters({ enable_fuzz: false }));

/** A card's scheduling state: ts-fsrs's Card under our field names (the API sends it with ISO dates). */
export interface CardSchedule {
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

/** What ts-fsrs logs of one review: the card as it was before it, and the rating. */
export interface CardReviewLog {
  rating: number;
  state: FlashcardStateName;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  reviewedAt: Date;
}

const stateName = (state: State): FlashcardStateName => flashcardStates[state]!;

function toFsrsCard(schedule: CardSchedule): Card {
  return {
    due: schedule.due,
    stability: schedule.stability,
    difficulty: schedule.difficulty,
    elapsed_days: schedule.elapsedDays,
    scheduled_days: schedule.scheduledDays,
    learning_steps: schedule.learningSteps,
    reps: schedule.reps,
    lapses: schedule.lapses,
    state: flashcardStates.indexOf(schedule.state) as State,
    ...(schedule.lastReview ? { last_review: schedule.lastReview } : {}),
  };
}

function fromFsrsCard(card: Card): CardSchedule {
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

function fromFsrsLog(log: ReviewLog): CardReviewLog {
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

/** A card never reviewed, as ts-fsrs makes it (due at `now`). */
export function newCardSchedule(now: Date): CardSchedule {
  return fromFsrsCard(createEmptyCard(now));
}

/** Applies one rating (1 Again, 2 Hard, 3 Good, 4 Easy) at `now`; a card never reviewed starts as a new card. */
export function reviewCard(previous: CardSchedule | undefined, rating: FlashcardRating, now: Date): { schedule: CardSchedule; log: CardReviewLog } {
  const result = flashcardScheduler.next(toFsrsCard(previous ?? newCardSchedule(now)), now, rating as Grade);
  return { schedule: fromFsrsCard(result.card), log: fromFsrsLog(result.log) };
}

/** When the card would be due again after each rating, reviewed at `now`. */
export function previewDueDates(previous: CardSchedule | undefined, now: Date): Record<FlashcardRating, Date> {
  const preview = flashcardScheduler.repeat(toFsrsCard(previous ?? newCardSchedule(now)), now);
  return { 1: preview[1].card.due, 2: preview[2].card.due, 3: preview[3].card.due, 4: preview[4].card.due };
}

/** A card's schedule as the API sends it (FlashcardState: ISO dates, with its card and deck). */
export function scheduleToState(ids: { cardId: string; deckId: string }, schedule: CardSchedule): FlashcardState {
  return { ...ids, ...schedule, due: schedule.due.toISOString(), lastReview: schedule.lastReview ? schedule.lastReview.toISOString() : null };
}

/** The schedule of a card state the API sent (or the browser kept). */
export function stateToSchedule(state: FlashcardState): CardSchedule {
  const { cardId: _cardId, deckId: _deckId, due, lastReview, ...counts } = state;
  return { ...counts, due: new Date(due), lastReview: lastReview ? new Date(lastReview) : null };
}
