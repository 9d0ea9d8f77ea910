import { authMessages } from '../auth';
import { flashcardMessages } from '../flashcards';
import { studyPlanMessages } from '../study-plans';
import { studyPlanLimits } from '../flashcard-decks';
import { step, type Scenario } from './scenario';

const notSignedIn = { message: authMessages.notSignedIn };

/**
 * The flashcards and study-plans endpoints as a visitor and a student meet them. They name only decks and cards
 * both the real content and the test fixtures hold (medical-terminology and its first cards).
 */
export const flashcardScenarios: readonly Scenario[] = [
  {
    title: "a visitor is asked to sign in for anything that is a student's own",
    signedIn: false,
    steps: [
      step('GET /api/auth/user', {}, 200, null),
      step('GET /api/flashcards/due', {}, 401, notSignedIn),
      step('GET /api/flashcards/decks/:id/reviews', { params: { id: 'medical-terminology' } }, 401, notSignedIn),
      step('POST /api/flashcards/reviews', { body: { cardId: 'medical-terminology-001', rating: 3 } }, 401, notSignedIn),
      step('GET /api/study-plans/:exam', { params: { exam: 'teas' } }, 401, notSignedIn),
      step('GET /api/practice/progress', {}, 401, notSignedIn),
    ],
  },
  {
    title: 'anyone reads a deck; an unknown deck is not found and a list filter outside the lists is refused',
    signedIn: false,
    steps: [
      step('GET /api/flashcards/decks/:id', { params: { id: 'medical-terminology' } }, 200, { id: 'medical-terminology' }),
      step('GET /api/flashcards/decks/:id', { params: { id: 'no-such-deck' } }, 404, { message: flashcardMessages.deckNotFound }),
      step('GET /api/flashcards/decks', { query: { exam: 'gre' as 'teas' } }, 400, { fieldErrors: { exam: ['Exam must be one of: teas, hesi, nclex'] } }),
    ],
  },
  {
    title: "a student's rating of a card no deck holds is refused under the card's field",
    signedIn: true,
    steps: [
      step('POST /api/flashcards/reviews', { body: { cardId: 'no-such-deck-001', rating: 3 } }, 400, {
        message: flashcardMessages.unknownCard,
        fieldErrors: { cardId: [flashcardMessages.unknownCard] },
      }),
      step('GET /api/flashcards/due', {}, 200, []),
    ],
  },
  {
    title: 'a rated card is counted in its deck and the due list',
    signedIn: true,
    steps: [
      step('POST /api/flashcards/reviews', { body: { cardId: 'medical-terminology-001', rating: 1 } }, 200, {
        state: { cardId: 'medical-terminology-001', deckId: 'medical-terminology', reps: 1 },
        log: { cardId: 'medical-terminology-001', rating: 1, state: 'new' },
      }),
      step('GET /api/flashcards/decks/:id/reviews', { params: { id: 'medical-terminology' } }, 200, { states: [{ cardId: 'medical-terminology-001' }] }),
    ],
  },
  {
    title: "a browser's reviews merge once: sent again they merge nothing",
    signedIn: true,
    steps: [
      step('POST /api/flashcards/reviews/merge', { body: { reviews: [{ cardId: 'medical-terminology-002', rating: 3, reviewedAt: '2026-11-01T10:00:00.000Z' }] } }, 200, { merged: 1 }),
      step('POST /api/flashcards/reviews/merge', { body: { reviews: [{ cardId: 'medical-terminology-002', rating: 3, reviewedAt: '2026-11-01T10:00:00.000Z' }] } }, 200, { merged: 0 }),
    ],
  },
  {
    title: 'a student without a plan saves one, repeated task ids kept once, and reads it back',
    signedIn: true,
    steps: [
      step('GET /api/study-plans/:exam', { params: { exam: 'teas' } }, 404, { message: studyPlanMessages.noStudyPlan }),
      step('PUT /api/study-plans/:exam', { params: { exam: 'teas' }, body: { examDate: '2027-03-01', hoursPerWeek: 6, completed: ['w1-a', 'w1-a', 'w2-b'] } }, 200, {
        exam: 'teas',
        examDate: '2027-03-01',
        hoursPerWeek: 6,
        completed: ['w1-a', 'w2-b'],
      }),
      step('GET /api/study-plans/:exam', { params: { exam: 'teas' } }, 200, { exam: 'teas', completed: ['w1-a', 'w2-b'] }),
      step('PUT /api/study-plans/:exam', { params: { exam: 'teas' }, body: { examDate: '2027-03-01', hoursPerWeek: 0, completed: [] } }, 400, {
        fieldErrors: { hoursPerWeek: [`Hours per week must be at least ${studyPlanLimits.minHoursPerWeek}`] },
      }),
    ],
  },
];
