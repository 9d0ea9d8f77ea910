import { installFakeApi, signedInUser, type FakeHandlers } from '@nurseprep/shared-ui/testing';
import { authMessages, flashcardMessages, studyPlanMessages, type PracticeProgress, type StudyPlan } from '@nurseprep/contracts';
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
  progress?: PracticeProgress;
  /** A server failure to answer POST /api/flashcards/reviews with instead of storing (e.g. 500). */
  failReviews?: 500 | 502 | 503;
}

const signIn = { status: 401, body: { message: authMessages.notSignedIn } } as const;

/** The review log of a rating: the card as it was before it (a new card for the first). */
function reviewLog(before: CardReviewState | undefined, cardId: string, rating: ReviewRating, at: Date) {
  return {
    cardId,
    rating,
    state: before?.state ?? 'new',
    due: before?.due ?? at.toISOString(),
    stability: before?.stability ?? 0,
    difficulty: before?.difficulty ?? 0,
    elapsedDays: before?.elapsedDays ?? 0,
    scheduledDays: before?.scheduledDays ?? 0,
    reviewedAt: at.toISOString(),
  };
}

/**
 * The flashcards and study-plans API for one student and visitors, as handlers for the contract-checked fake of
 * the API (each answer must be one the endpoint table allows), with what it stores.
 */
export function fakeFlashcardsServer({ signedIn = false, decks = [fixtureDeck, pharmacologyDeck], now = () => new Date(), progress, failReviews }: FakeFlashcardsServerOptions = {}) {
  const state = {
    signedIn,
    states: new Map<string, CardReviewState>(),
    reviews: [] as { cardId: string; rating: ReviewRating }[],
    merges: [] as VisitorReview[][],
    plans: new Map<string, StudyPlan>(),
    planWrites: [] as { exam: string; body: unknown }[],
    failReviews,
  };
  const deckOf = (cardId: string) => decks.find((deck) => deck.cards.some((card) => card.id === cardId));

  const handlers: FakeHandlers = {
    'GET /api/auth/user': () => ({ status: 200, body: state.signedIn ? signedInUser : null }),
    'GET /api/flashcards/decks': ({ query }) => ({
      status: 200,
      body: decks
        .filter((deck) => (query.exam ? deck.exams.includes(query.exam) : true) && (query.subject ? deck.subjects.includes(query.subject) : true))
        .map(({ cards: _cards, ...summary }) => summary),
    }),
    'GET /api/flashcards/decks/:id': ({ params }) => {
      const deck = decks.find((entry) => entry.id === params.id);
      return deck ? { status: 200, body: deck } : { status: 404, body: { message: flashcardMessages.deckNotFound } };
    },
    'GET /api/flashcards/decks/:id/reviews': ({ params }) => {
      if (!state.signedIn) return signIn;
      const deck = decks.find((entry) => entry.id === params.id);
      if (!deck) return { status: 404, body: { message: flashcardMessages.deckNotFound } };
      const states = [...state.states.values()].filter((entry) => entry.deckId === deck.id);
      return { status: 200, body: { states, newCount: deck.cards.length - states.length, dueCount: states.filter((entry) => isDue(entry, now())).length } };
    },
    'POST /api/flashcards/reviews': ({ body }) => {
      if (!state.signedIn) return signIn;
      if (state.failReviews) return { status: state.failReviews, body: { message: 'Internal Server Error' } };
      const deck = deckOf(body.cardId);
      if (!deck) return { status: 400, body: { message: flashcardMessages.unknownCard, fieldErrors: { cardId: [flashcardMessages.unknownCard] } } };
      // The contract holds ratings to 1-4.
      const rating = body.rating as ReviewRating;
      state.reviews.push({ cardId: body.cardId, rating });
      const before = state.states.get(body.cardId);
      const next = applyReview(before, { cardId: body.cardId, deckId: deck.id }, rating, now());
      state.states.set(body.cardId, next);
      return { status: 200, body: { state: next, log: reviewLog(before, body.cardId, rating, now()) } };
    },
    'POST /api/flashcards/reviews/merge': ({ body }) => {
      if (!state.signedIn) return signIn;
      state.merges.push(body.reviews);
      const known = new Set(state.states.keys());
      let merged = 0;
      for (const review of [...body.reviews].sort((first, second) => first.reviewedAt.localeCompare(second.reviewedAt))) {
        const deck = deckOf(review.cardId);
        if (!deck || known.has(review.cardId)) continue;
        if (!state.states.has(review.cardId)) merged += 1;
        state.states.set(review.cardId, applyReview(state.states.get(review.cardId), { cardId: review.cardId, deckId: deck.id }, review.rating as ReviewRating, new Date(review.reviewedAt)));
      }
      return { status: 200, body: { merged } };
    },
    'GET /api/flashcards/due': () => {
      if (!state.signedIn) return signIn;
      const due: DueDeck[] = decks.flatMap((deck) => {
        const states = [...state.states.values()].filter((entry) => entry.deckId === deck.id);
        return states.length
          ? [{ deckId: deck.id, title: deck.title, dueCount: states.filter((entry) => isDue(entry, now())).length, newCount: deck.cards.length - states.length }]
          : [];
      });
      return { status: 200, body: due };
    },
    'GET /api/study-plans/:exam': ({ params }) => {
      if (!state.signedIn) return signIn;
      const plan = state.plans.get(params.exam);
      return plan ? { status: 200, body: plan } : { status: 404, body: { message: studyPlanMessages.noStudyPlan } };
    },
    'PUT /api/study-plans/:exam': ({ params, body }) => {
      if (!state.signedIn) return signIn;
      state.planWrites.push({ exam: params.exam, body });
      // Repeated task ids are kept once.
      const plan = { exam: params.exam, ...body, completed: [...new Set(body.completed)], updatedAt: now().toISOString() };
      state.plans.set(params.exam, plan);
      return { status: 200, body: plan };
    },
    'GET /api/practice/progress': () => {
      if (!state.signedIn) return signIn;
      return { status: 200, body: progress ?? { banks: [], totals: { attempts: 0, submitted: 0, questions: 0, percent: null } } };
    },
  };
  return { handlers, state };
}

/** The flashcards and study-plans API installed as the fake of the API (see `fakeFlashcardsServer`). */
export function installFakeFlashcardsServer(options: FakeFlashcardsServerOptions = {}) {
  const server = fakeFlashcardsServer(options);
  return { ...server, ...installFakeApi(server.handlers) };
}
