import { fakeResponse, signedInUser } from '@nurseprep/shared-ui/testing';
import type { CardReviewState, Deck, DueDeck, ReviewRating, VisitorReview } from '../requests/flashcard-types';
import { isDue } from '../lib/due';
import { applyReview } from '../lib/scheduler';

/** A small deck for behaviour tests (the real decks are content, tested by the API's content test). */
export const fixtureDeck: Deck = {
  id: 'medical-terminology',
  title: 'Medical Terminology',
  description: 'Prefixes, suffixes and roots that nursing exams use.',
  exams: ['teas', 'hesi'],
  subjects: [],
  cardCount: 6,
  cards: [
    { id: 'medical-terminology-001', front: 'brady-', back: 'Slow (bradycardia: a slow heart rate).' },
    { id: 'medical-terminology-002', front: 'tachy-', back: 'Fast (tachypnea: fast breathing).', hint: 'Think of a tachometer.' },
    { id: 'medical-terminology-003', front: '-itis', back: 'Inflammation (appendicitis).' },
    { id: 'medical-terminology-004', front: 'hepat/o', back: 'Liver (hepatomegaly: an enlarged liver).' },
    { id: 'medical-terminology-005', front: 'nephr/o', back: 'Kidney (nephrology).' },
    { id: 'medical-terminology-006', front: '-ectomy', back: 'Surgical removal (appendectomy).' },
  ],
};

export const pharmacologyDeck: Deck = {
  id: 'drug-classes',
  title: 'Drug Classes',
  description: 'Drug classes by their stems, with the nursing checks.',
  exams: ['nclex'],
  subjects: ['pharmacology'],
  cardCount: 1,
  cards: [{ id: 'drug-classes-001', front: '-olol', back: 'Beta blocker: check the apical pulse and blood pressure first.' }],
};

export interface FakeFlashcardsServerOptions {
  signedIn?: boolean;
  decks?: Deck[];
  /** The server's clock for reviews. */
  now?: () => Date;
  /** GET /api/practice/progress's answer (signed in). */
  progress?: unknown;
  /** Status to answer POST /api/flashcards/reviews with instead of storing (e.g. 500). */
  failReviews?: number;
}

function json(status: number, body: unknown) {
  return fakeResponse(status, JSON.stringify(body));
}

/** Replaces fetch with the flashcards and study-plans API as the design describes it, for one student and visitors. */
export function installFakeFlashcardsServer({ signedIn = false, decks = [fixtureDeck, pharmacologyDeck], now = () => new Date(), progress, failReviews }: FakeFlashcardsServerOptions = {}) {
  const state = {
    signedIn,
    states: new Map<string, CardReviewState>(),
    reviews: [] as { cardId: string; rating: ReviewRating }[],
    merges: [] as VisitorReview[][],
    plans: new Map<string, unknown>(),
    planWrites: [] as { exam: string; body: unknown }[],
    failReviews,
  };
  const deckOf = (cardId: string) => decks.find((deck) => deck.cards.some((card) => card.id === cardId));

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.pathname === '/api/auth/user') return json(200, state.signedIn ? signedInUser : null);
    if (url.pathname === '/api/flashcards/decks') {
      const exam = url.searchParams.get('exam');
      const subject = url.searchParams.get('subject');
      const listed = decks.filter((deck) => (exam ? (deck.exams as string[]).includes(exam) : true) && (subject ? (deck.subjects as string[]).includes(subject) : true));
      return json(
        200,
        listed.map(({ cards: _cards, ...summary }) => summary),
      );
    }
    const deckMatch = /^\/api\/flashcards\/decks\/([^/]+)(\/reviews)?$/.exec(url.pathname);
    if (deckMatch) {
      const deck = decks.find((entry) => entry.id === decodeURIComponent(deckMatch[1]!));
      if (!deck) return json(404, { message: 'No such deck' });
      if (!deckMatch[2]) return json(200, deck);
      if (!state.signedIn) return json(401, { message: 'Sign in' });
      const states = [...state.states.values()].filter((entry) => entry.deckId === deck.id);
      return json(200, { states, newCount: deck.cards.length - states.length, dueCount: states.filter((entry) => isDue(entry, now())).length });
    }
    if (url.pathname === '/api/flashcards/reviews' && method === 'POST') {
      if (!state.signedIn) return json(401, { message: 'Sign in' });
      if (state.failReviews) return json(state.failReviews, { message: 'Internal Server Error' });
      const cardId = String(body.cardId);
      const rating = body.rating as ReviewRating;
      const deck = deckOf(cardId);
      if (!deck) return json(400, { message: 'Unknown card', fieldErrors: { cardId: ['Unknown card'] } });
      state.reviews.push({ cardId, rating });
      const next = applyReview(state.states.get(cardId), { cardId, deckId: deck.id }, rating, now());
      state.states.set(cardId, next);
      return json(200, { state: next, log: {} });
    }
    if (url.pathname === '/api/flashcards/reviews/merge' && method === 'POST') {
      if (!state.signedIn) return json(401, { message: 'Sign in' });
      const reviews = body.reviews as VisitorReview[];
      state.merges.push(reviews);
      const known = new Set(state.states.keys());
      let merged = 0;
      for (const review of [...reviews].sort((first, second) => first.reviewedAt.localeCompare(second.reviewedAt))) {
        const deck = deckOf(review.cardId);
        if (!deck || known.has(review.cardId)) continue;
        if (!state.states.has(review.cardId)) merged += 1;
        state.states.set(review.cardId, applyReview(state.states.get(review.cardId), { cardId: review.cardId, deckId: deck.id }, review.rating as ReviewRating, new Date(review.reviewedAt)));
      }
      return json(200, { merged });
    }
    if (url.pathname === '/api/flashcards/due') {
      if (!state.signedIn) return json(401, { message: 'Sign in' });
      const due: DueDeck[] = decks.flatMap((deck) => {
        const states = [...state.states.values()].filter((entry) => entry.deckId === deck.id);
        return states.length
          ? [{ deckId: deck.id, title: deck.title, dueCount: states.filter((entry) => isDue(entry, now())).length, newCount: deck.cards.length - states.length }]
          : [];
      });
      return json(200, due);
    }
    const planMatch = /^\/api\/study-plans\/(teas|hesi|nclex)$/.exec(url.pathname);
    if (planMatch) {
      if (!state.signedIn) return json(401, { message: 'Sign in' });
      const exam = planMatch[1]!;
      if (method === 'PUT') {
        state.planWrites.push({ exam, body });
        state.plans.set(exam, { exam, ...body, updatedAt: now().toISOString() });
        return json(200, state.plans.get(exam));
      }
      return state.plans.has(exam) ? json(200, state.plans.get(exam)) : json(404, { message: 'No plan yet' });
    }
    if (url.pathname === '/api/practice/progress') {
      if (!state.signedIn) return json(401, { message: 'Sign in' });
      return json(200, progress ?? { banks: [], totals: { attempts: 0, submitted: 0, questions: 0, percent: null } });
    }
    return fakeResponse(404, '', 'Not Found');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, state };
}
