import { flashcardMergeMaxReviews } from '@nurseprep/contracts/flashcard-decks';
import type { CardReviewState, VisitorReview } from '../requests/flashcard-types';

/**
 * A visitor's flashcard progress in this browser (localStorage; read and written in effects and event handlers
 * only, never during render): each card's FSRS state, and the review history the server replays once the
 * visitor signs in or signs up.
 */
export interface VisitorProgress {
  states: Record<string, CardReviewState>;
  history: VisitorReview[];
}

export const VISITOR_REVIEWS_KEY = 'nurseprep.flashcards.reviews';
/** The merge endpoint takes at most this many reviews: the oldest are dropped past it. */
export const MAX_VISITOR_HISTORY = flashcardMergeMaxReviews;

export function readVisitorProgress(): VisitorProgress {
  try {
    const text = window.localStorage.getItem(VISITOR_REVIEWS_KEY);
    const value = text ? (JSON.parse(text) as Partial<VisitorProgress>) : {};
    const states = value.states && typeof value.states === 'object' ? value.states : {};
    const history = Array.isArray(value.history) ? value.history.filter((entry) => typeof entry?.cardId === 'string') : [];
    return { states, history };
  } catch {
    return { states: {}, history: [] };
  }
}

function writeVisitorProgress(progress: VisitorProgress): void {
  try {
    window.localStorage.setItem(VISITOR_REVIEWS_KEY, JSON.stringify(progress));
  } catch {
    // Storage full or blocked (private mode): the review still counts for this page view.
  }
}

/** Saves a visitor's review: the card's new state and the review in the history. */
export function recordVisitorReview(state: CardReviewState, review: VisitorReview): void {
  const progress = readVisitorProgress();
  progress.states[state.cardId] = state;
  progress.history = [...progress.history, review].slice(-MAX_VISITOR_HISTORY);
  writeVisitorProgress(progress);
}

/** The states of one deck's cards. */
export function visitorStatesOf(deckId: string): CardReviewState[] {
  return Object.values(readVisitorProgress().states).filter((state) => state.deckId === deckId);
}

/** After the account has the history, the browser forgets it. */
export function clearVisitorProgress(): void {
  try {
    window.localStorage.removeItem(VISITOR_REVIEWS_KEY);
  } catch {
    // Nothing to clear.
  }
}
