import { createEmptyCard, fsrs, generatorParameters, Rating } from 'ts-fsrs';
import { formatInterval } from './format-interval';
import { applyReview, previewDue } from './scheduler';
import { deckCounts, nextDue, sessionQueue, NEW_CARDS_PER_SESSION } from './session';
import { clearVisitorProgress, MAX_VISITOR_HISTORY, readVisitorProgress, recordVisitorReview, VISITOR_REVIEWS_KEY, visitorStatesOf } from './visitor-reviews';
import type { CardReviewState } from '../requests/flashcard-types';

const clock = new Date('2026-11-24T09:00:00.000Z');
const ids = { cardId: 'medical-terminology-001', deckId: 'medical-terminology' };
const minutes = (from: Date, to: string) => (new Date(to).getTime() - from.getTime()) / 60_000;

describe('the scheduler wiring (ts-fsrs, default parameters, no fuzz)', () => {
  it('moves a new card by the learning steps: Again 1 min, Hard 6 min, Good 10 min, Easy into days', () => {
    expect(minutes(clock, applyReview(undefined, ids, 1, clock).due)).toBe(1);
    expect(minutes(clock, applyReview(undefined, ids, 2, clock).due)).toBe(6);
    expect(minutes(clock, applyReview(undefined, ids, 3, clock).due)).toBe(10);
    const easy = applyReview(undefined, ids, 4, clock);
    expect(easy.state).toBe('review');
    expect(minutes(clock, easy.due)).toBeGreaterThanOrEqual(24 * 60);
  });

  it('gives the same due dates, stability and difficulty as ts-fsrs itself, review after review', () => {
    const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));
    let card = createEmptyCard(clock);
    let state: CardReviewState | undefined;
    let moment = clock;
    for (const rating of [Rating.Good, Rating.Good, Rating.Hard, Rating.Again, Rating.Good, Rating.Easy] as const) {
      card = scheduler.next(card, moment, rating).card;
      state = applyReview(state, ids, rating, moment);
      expect(state.due).toBe(card.due.toISOString());
      expect(state.stability).toBe(card.stability);
      expect(state.difficulty).toBe(card.difficulty);
      expect(state.reps).toBe(card.reps);
      expect(state.lapses).toBe(card.lapses);
      moment = card.due;
    }
    expect(state).toMatchObject({ cardId: ids.cardId, deckId: ids.deckId, reps: 6, lapses: 1, state: 'review' });
  });

  it('previews each rating as the review would store it', () => {
    const learning = applyReview(undefined, ids, 3, clock);
    const later = new Date(learning.due);
    const preview = previewDue(learning, later);
    for (const rating of [1, 2, 3, 4] as const) expect(preview[rating].toISOString()).toBe(applyReview(learning, ids, rating, later).due);
    expect(formatInterval(later, preview[1])).toBe('1 min');
  });
});

describe('formatInterval', () => {
  it.each([
    [0.5, '1 min'],
    [10, '10 min'],
    [90, '2 hours'],
    [24 * 60, '1 day'],
    [4 * 24 * 60, '4 days'],
    [75 * 24 * 60, '3 months'],
    [400 * 24 * 60, '1.1 years'],
  ])('%s minutes read as %s', (span, text) => {
    expect(formatInterval(clock, new Date(clock.getTime() + span * 60_000))).toBe(text);
  });
});

describe('a session', () => {
  const cards = Array.from({ length: 30 }, (_, index) => ({ id: `deck-${String(index + 1).padStart(3, '0')}`, front: `Front ${index + 1}`, back: `Back ${index + 1}` }));
  const stateOf = (cardId: string, due: string): CardReviewState => ({ ...applyReview(undefined, { cardId, deckId: 'deck' }, 3, clock), due });

  it('brings the due cards first, most overdue first, then at most 20 new ones', () => {
    const states = new Map([
      ['deck-005', stateOf('deck-005', '2026-11-24T08:00:00.000Z')],
      ['deck-002', stateOf('deck-002', '2026-11-23T08:00:00.000Z')],
      ['deck-003', stateOf('deck-003', '2026-11-25T08:00:00.000Z')],
    ]);
    const queue = sessionQueue(cards, states, clock);
    expect(queue.slice(0, 2)).toEqual(['deck-002', 'deck-005']);
    expect(queue).not.toContain('deck-003');
    expect(queue.slice(2)).toHaveLength(NEW_CARDS_PER_SESSION);
    expect(queue[2]).toBe('deck-001');
    expect(deckCounts(cards, states, clock)).toEqual({ due: 2, new: 27 });
    expect(nextDue(states.values())?.toISOString()).toBe('2026-11-23T08:00:00.000Z');
  });
});

describe("a visitor's reviews in this browser", () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps each card state and the history, and forgets both on request', () => {
    const state = applyReview(undefined, ids, 3, clock);
    recordVisitorReview(state, { cardId: ids.cardId, rating: 3, reviewedAt: clock.toISOString() });
    expect(visitorStatesOf('medical-terminology')).toEqual([state]);
    expect(visitorStatesOf('other-deck')).toEqual([]);
    expect(readVisitorProgress().history).toEqual([{ cardId: ids.cardId, rating: 3, reviewedAt: clock.toISOString() }]);
    clearVisitorProgress();
    expect(window.localStorage.getItem(VISITOR_REVIEWS_KEY)).toBeNull();
  });

  it('keeps the newest reviews the merge accepts and survives a damaged entry', () => {
    window.localStorage.setItem(VISITOR_REVIEWS_KEY, '{not json');
    expect(readVisitorProgress()).toEqual({ states: {}, history: [] });
    const history = Array.from({ length: MAX_VISITOR_HISTORY }, (_, index) => ({ cardId: `card-${index}`, rating: 3 as const, reviewedAt: clock.toISOString() }));
    window.localStorage.setItem(VISITOR_REVIEWS_KEY, JSON.stringify({ states: {}, history }));
    recordVisitorReview(applyReview(undefined, ids, 1, clock), { cardId: ids.cardId, rating: 1, reviewedAt: clock.toISOString() });
    const kept = readVisitorProgress().history;
    expect(kept).toHaveLength(MAX_VISITOR_HISTORY);
    expect(kept.at(-1)?.cardId).toBe(ids.cardId);
    expect(kept[0]?.cardId).toBe('card-1');
  });
});
