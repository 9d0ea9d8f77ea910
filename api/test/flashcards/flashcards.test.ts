import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import type { FlashcardDeck, FlashcardDeckReviews, FlashcardDeckSummary, FlashcardReviewResponse, FlashcardState, StudyPlan } from '@nurseprep/contracts';
import { buildApp } from '../../src/app';
import { flashcardReviewLog, flashcardStates, users } from '../../src/db/schema';
import { databaseKinds, openTestDatabase, signUpStaff, signUpStudent, testConfig, type TestDatabase } from '../helpers/test-app';

/** ts-fsrs called directly, as the design fixes it: default parameters, no fuzz. */
const library = fsrs(generatorParameters({ enable_fuzz: false }));
const stateNames = ['new', 'learning', 'review', 'relearning'];

/** What the API should answer for a card in ts-fsrs's hands. */
function expectedState(cardId: string, deckId: string, card: Card): FlashcardState {
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
    state: stateNames[card.state] as FlashcardState['state'],
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** ts-fsrs replaying ratings in order from a new card. */
function replay(reviews: { rating: Grade; at: Date }[]): Card {
  let card = createEmptyCard(reviews[0]!.at);
  for (const entry of reviews) card = library.next(card, entry.at, entry.rating).card;
  return card;
}

const T0 = new Date('2026-11-24T10:00:00.000Z');
const minutes = (count: number) => count * 60 * 1000;
const days = (count: number) => count * 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('flashcards and study plans API on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = { now: T0 };
  const at = (offset: number) => (clock.now = new Date(T0.getTime() + offset));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config: testConfig(), database, now: () => clock.now });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(() => {
    clock.now = T0;
  });

  const send = (options: InjectOptions, cookie?: string) => app.inject({ ...options, headers: { ...(options.headers ?? {}), ...(cookie ? { cookie } : {}) } });
  const rate = (cookie: string, cardId: string, rating: number) => send({ method: 'POST', url: '/api/flashcards/reviews', payload: { cardId, rating } }, cookie);
  const deckReviews = async (cookie: string, deckId: string, query = '') => {
    const response = await send({ method: 'GET', url: `/api/flashcards/decks/${deckId}/reviews${query}` }, cookie);
    expect(response.statusCode).toBe(200);
    return response.json() as FlashcardDeckReviews;
  };
  const storedRows = (userId: number) => app.db.select().from(flashcardStates).where(eq(flashcardStates.userId, userId));
  const logRows = (userId: number) => app.db.select().from(flashcardReviewLog).where(eq(flashcardReviewLog.userId, userId)).orderBy(flashcardReviewLog.id);

  describe('decks (anyone)', () => {
    it('lists the decks, filtered by exam page or coursework subject', async () => {
      const all = await send({ method: 'GET', url: '/api/flashcards/decks' });
      expect(all.statusCode).toBe(200);
      expect(all.headers['cache-control']).toBe('public, max-age=300');
      expect((all.json() as FlashcardDeckSummary[]).map((deck) => [deck.id, deck.cardCount])).toEqual([
        ['fixture-conversions', 4],
        ['fixture-drugs', 4],
        ['fixture-lab-values', 4],
      ]);
      const ids = async (query: string) => ((await send({ method: 'GET', url: `/api/flashcards/decks?${query}` })).json() as FlashcardDeckSummary[]).map((deck) => deck.id);
      expect(await ids('exam=teas')).toEqual(['fixture-conversions']);
      expect(await ids('exam=nclex')).toEqual(['fixture-drugs', 'fixture-lab-values']);
      expect(await ids('subject=pharmacology')).toEqual(['fixture-drugs']);
      expect(await ids('exam=hesi&subject=pharmacology')).toEqual([]);
      expect(await ids('subject=mental-health')).toEqual([]);
    });

    it('answers 400 naming the filter for an unknown exam or subject', async () => {
      const response = await send({ method: 'GET', url: '/api/flashcards/decks?exam=gre' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Exam must be one of: teas, hesi, nclex', fieldErrors: { exam: ['Exam must be one of: teas, hesi, nclex'] } });
    });

    it('answers a deck with its cards (no source, no verified), and 404 for an unknown deck', async () => {
      const response = await send({ method: 'GET', url: '/api/flashcards/decks/fixture-lab-values' });
      expect(response.statusCode).toBe(200);
      const deck = response.json() as FlashcardDeck;
      expect(Object.keys(deck).sort()).toEqual(['cardCount', 'cards', 'description', 'exams', 'id', 'subjects', 'title']);
      expect(deck.cards[0]).toEqual({
        id: 'fixture-lab-values-001',
        front: 'Normal serum potassium (adult)',
        back: '3.5-5.0 mEq/L. Reference ranges vary by laboratory.',
        hint: 'Think 3.5 to 5',
      });
      expect(deck.cards.every((card) => !('source' in card))).toBe(true);
      const missing = await send({ method: 'GET', url: '/api/flashcards/decks/astrology' });
      expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Deck not found' }]);
    });
  });

  describe('personal endpoints', () => {
    it('answer 401 to visitors and store nothing', async () => {
      const requests: InjectOptions[] = [
        { method: 'GET', url: '/api/flashcards/decks/fixture-drugs/reviews' },
        { method: 'POST', url: '/api/flashcards/reviews', payload: { cardId: 'fixture-drugs-001', rating: 3 } },
        { method: 'POST', url: '/api/flashcards/reviews/merge', payload: { reviews: [{ cardId: 'fixture-drugs-001', rating: 3, reviewedAt: T0.toISOString() }] } },
        { method: 'GET', url: '/api/flashcards/due' },
        { method: 'GET', url: '/api/study-plans/teas' },
        { method: 'PUT', url: '/api/study-plans/teas', payload: { examDate: '2027-01-20', hoursPerWeek: 8, completed: [] } },
      ];
      for (const request of requests) {
        const response = await send(request);
        expect([request.url, response.statusCode, response.json()]).toEqual([request.url, 401, { message: 'Not signed in' }]);
      }
      expect(await app.db.select().from(flashcardStates)).toEqual([]);
      expect(await app.db.select().from(flashcardReviewLog)).toEqual([]);
    });
  });

  describe('reviews move due dates exactly as ts-fsrs says', () => {
    it('a first Good on a new card is a 10-minute learning step, as the library schedules it', async () => {
      const student = await signUpStudent(app);
      const response = await rate(student.cookie, 'fixture-lab-values-001', Rating.Good);
      expect(response.statusCode).toBe(200);
      const body = response.json() as FlashcardReviewResponse;
      const expected = library.next(createEmptyCard(T0), T0, Rating.Good);
      expect(body.state).toEqual(expectedState('fixture-lab-values-001', 'fixture-lab-values', expected.card));
      expect(body.state.due).toBe(new Date(T0.getTime() + minutes(10)).toISOString());
      expect(body.state).toMatchObject({ state: 'learning', reps: 1, lastReview: T0.toISOString() });
      expect(body.log).toEqual({
        cardId: 'fixture-lab-values-001',
        rating: 3,
        state: 'new',
        due: T0.toISOString(),
        stability: expected.log.stability,
        difficulty: expected.log.difficulty,
        elapsedDays: expected.log.elapsed_days,
        scheduledDays: expected.log.scheduled_days,
        reviewedAt: T0.toISOString(),
      });
    });

    it('each rating of a new card gives the due date of the library preview', async () => {
      const preview = library.repeat(createEmptyCard(T0), T0);
      const student = await signUpStudent(app);
      const cards = ['fixture-drugs-001', 'fixture-drugs-002', 'fixture-drugs-003', 'fixture-drugs-004'];
      for (const [index, rating] of ([Rating.Again, Rating.Hard, Rating.Good, Rating.Easy] as Grade[]).entries()) {
        const body = (await rate(student.cookie, cards[index]!, rating)).json() as FlashcardReviewResponse;
        expect(body.state).toEqual(expectedState(cards[index]!, 'fixture-drugs', preview[rating].card));
      }
      // Easy graduates at once to days; Again comes back within minutes.
      expect(new Date(preview[Rating.Easy].card.due).getTime() - T0.getTime()).toBeGreaterThanOrEqual(days(1));
      expect(new Date(preview[Rating.Again].card.due).getTime() - T0.getTime()).toBeLessThan(minutes(10));
    });

    it('a run of ratings over days is stored after each step as the library computes it from the stored state', async () => {
      const student = await signUpStudent(app);
      const cardId = 'fixture-conversions-002';
      const steps: { offset: number; rating: Grade }[] = [
        { offset: 0, rating: Rating.Good },
        { offset: minutes(10), rating: Rating.Good },
        { offset: days(3), rating: Rating.Good },
        { offset: days(12), rating: Rating.Again },
        { offset: days(12) + minutes(10), rating: Rating.Hard },
        { offset: days(13), rating: Rating.Easy },
      ];
      let card = createEmptyCard(T0);
      const libraryLog: string[] = [];
      for (const step of steps) {
        at(step.offset);
        const next = library.next(card, clock.now, step.rating);
        card = next.card;
        libraryLog.push(stateNames[next.log.state]!);
        const response = await rate(student.cookie, cardId, step.rating);
        expect(response.statusCode).toBe(200);
        expect((response.json() as FlashcardReviewResponse).state).toEqual(expectedState(cardId, 'fixture-conversions', card));
      }
      expect(card.lapses).toBe(1);
      const reviews = await deckReviews(student.cookie, 'fixture-conversions');
      expect(reviews.states).toEqual([expectedState(cardId, 'fixture-conversions', card)]);
      const log = await logRows(student.id);
      expect(log.map((entry) => [entry.rating, entry.reviewedAt.getTime() - T0.getTime(), entry.source])).toEqual(
        steps.map((step) => [step.rating, step.offset, 'review']),
      );
      expect(log.map((entry) => entry.state)).toEqual(libraryLog);
      expect(libraryLog.slice(0, 5)).toEqual(['new', 'learning', 'review', 'review', 'relearning']);
      expect(await storedRows(student.id)).toHaveLength(1);
    });

    it('applies concurrent reviews of one card one after another: one row, every review logged', async () => {
      const student = await signUpStudent(app);
      const responses = await Promise.all(Array.from({ length: 5 }, () => rate(student.cookie, 'fixture-drugs-004', Rating.Good)));
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      let card = createEmptyCard(T0);
      for (let count = 0; count < 5; count += 1) card = library.next(card, T0, Rating.Good).card;
      expect((await deckReviews(student.cookie, 'fixture-drugs')).states).toEqual([expectedState('fixture-drugs-004', 'fixture-drugs', card)]);
      expect(await storedRows(student.id)).toHaveLength(1);
      expect((await logRows(student.id)).map((entry) => entry.rating)).toEqual([3, 3, 3, 3, 3]);
    });

    it('counts new and due cards per deck at the server clock or up to `until`', async () => {
      const student = await signUpStudent(app);
      await rate(student.cookie, 'fixture-lab-values-001', Rating.Again); // back in 1 minute
      await rate(student.cookie, 'fixture-lab-values-002', Rating.Easy); // back in days
      await rate(student.cookie, 'fixture-lab-values-003', Rating.Good); // back in 10 minutes
      const iso = (offset: number) => encodeURIComponent(new Date(clock.now.getTime() + offset).toISOString());
      let reviews = await deckReviews(student.cookie, 'fixture-lab-values');
      expect([reviews.newCount, reviews.dueCount, reviews.states.map((state) => state.cardId)]).toEqual([
        1,
        0,
        ['fixture-lab-values-001', 'fixture-lab-values-002', 'fixture-lab-values-003'],
      ]);
      expect((await deckReviews(student.cookie, 'fixture-lab-values', `?until=${iso(minutes(15))}`)).dueCount).toBe(2);
      at(minutes(5));
      reviews = await deckReviews(student.cookie, 'fixture-lab-values');
      expect([reviews.newCount, reviews.dueCount]).toEqual([1, 1]);
      at(minutes(30));
      const due = await send({ method: 'GET', url: '/api/flashcards/due' }, student.cookie);
      expect([due.statusCode, due.json()]).toEqual([200, [{ deckId: 'fixture-lab-values', title: 'Fixture Lab Values', dueCount: 2, newCount: 1 }]]);
      const tomorrow = await send({ method: 'GET', url: `/api/flashcards/due?until=${iso(days(1))}` }, student.cookie);
      expect(tomorrow.json()).toEqual([{ deckId: 'fixture-lab-values', title: 'Fixture Lab Values', dueCount: 2, newCount: 1 }]);
      const tooFar = await send({ method: 'GET', url: `/api/flashcards/due?until=${iso(days(3))}` }, student.cookie);
      expect([tooFar.statusCode, tooFar.json()]).toEqual([400, { message: 'until must be at most 2 days ahead', fieldErrors: { until: ['until must be at most 2 days ahead'] } }]);
      const notADate = await send({ method: 'GET', url: '/api/flashcards/due?until=tonight' }, student.cookie);
      expect([notADate.statusCode, notADate.json().fieldErrors]).toEqual([400, { until: ['until must be an ISO date-time'] }]);
      const unknownDeck = await send({ method: 'GET', url: '/api/flashcards/decks/astrology/reviews' }, student.cookie);
      expect([unknownDeck.statusCode, unknownDeck.json()]).toEqual([404, { message: 'Deck not found' }]);
    });

    it('answers an empty due list to an account that has reviewed nothing', async () => {
      const student = await signUpStudent(app);
      const due = await send({ method: 'GET', url: '/api/flashcards/due' }, student.cookie);
      expect([due.statusCode, due.json(), due.headers['cache-control']]).toEqual([200, [], 'no-store']);
    });
  });

  describe('bad input', () => {
    it('answers 400 naming the field and stores nothing', async () => {
      const student = await signUpStudent(app);
      const cases: [object, Record<string, string[]>][] = [
        [{ cardId: 'fixture-drugs-001', rating: 5 }, { rating: ['Rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)'] }],
        [{ cardId: 'fixture-drugs-001', rating: 0 }, { rating: ['Rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)'] }],
        [{ cardId: 'fixture-drugs-001', rating: '3' }, { rating: ['Rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)'] }],
        [{ cardId: 'fixture-drugs-999', rating: 3 }, { cardId: ['Unknown card'] }],
        [{ cardId: 'x'.repeat(101), rating: 3 }, { cardId: ['Card id is too long'] }],
        [{ rating: 3 }, { cardId: ['Card id must be a string'] }],
      ];
      for (const [payload, fieldErrors] of cases) {
        const response = await send({ method: 'POST', url: '/api/flashcards/reviews', payload }, student.cookie);
        expect([response.statusCode, response.json().fieldErrors]).toEqual([400, fieldErrors]);
      }
      const merge = await send(
        {
          method: 'POST',
          url: '/api/flashcards/reviews/merge',
          payload: {
            reviews: [
              { cardId: 'fixture-drugs-001', rating: 3, reviewedAt: T0.toISOString() },
              { cardId: 'fixture-drugs-002', rating: 7, reviewedAt: T0.toISOString() },
            ],
          },
        },
        student.cookie,
      );
      expect([merge.statusCode, merge.json().fieldErrors]).toEqual([400, { 'reviews.1.rating': ['Rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)'] }]);
      const review = { cardId: 'fixture-drugs-001', rating: 3, reviewedAt: T0.toISOString() };
      const tooMany = await send({ method: 'POST', url: '/api/flashcards/reviews/merge', payload: { reviews: Array.from({ length: 5001 }, () => review) } }, student.cookie);
      expect([tooMany.statusCode, tooMany.json().fieldErrors]).toEqual([400, { reviews: ['At most 5000 reviews at once'] }]);
      expect(await storedRows(student.id)).toEqual([]);
      expect(await logRows(student.id)).toEqual([]);
    });
  });

  describe('merging the browser history', () => {
    it('replays reviews in time order through ts-fsrs, only for cards the account has no state for', async () => {
      const student = await signUpStudent(app);
      at(days(10));
      await rate(student.cookie, 'fixture-drugs-001', Rating.Easy);
      const before = (await deckReviews(student.cookie, 'fixture-drugs')).states;
      const t = (offset: number) => new Date(T0.getTime() + offset);
      const history = [
        // Sent out of order: the server sorts by reviewedAt.
        { cardId: 'fixture-drugs-002', rating: Rating.Good, reviewedAt: t(days(1)).toISOString() },
        { cardId: 'fixture-drugs-002', rating: Rating.Again, reviewedAt: t(0).toISOString() },
        { cardId: 'fixture-drugs-002', rating: Rating.Good, reviewedAt: t(minutes(5)).toISOString() },
        { cardId: 'fixture-drugs-001', rating: Rating.Again, reviewedAt: t(minutes(1)).toISOString() },
        { cardId: 'fixture-lab-values-003', rating: Rating.Hard, reviewedAt: '2026-11-24T12:00:00+02:00' },
        { cardId: 'retired-deck-001', rating: Rating.Good, reviewedAt: t(0).toISOString() },
      ];
      const response = await send({ method: 'POST', url: '/api/flashcards/reviews/merge', payload: { reviews: history } }, student.cookie);
      expect([response.statusCode, response.json()]).toEqual([200, { merged: 2 }]);
      const drugs = (await deckReviews(student.cookie, 'fixture-drugs')).states;
      expect(drugs[0]).toEqual(before[0]); // had a state: left as it was
      expect(drugs[1]).toEqual(
        expectedState(
          'fixture-drugs-002',
          'fixture-drugs',
          replay([
            { rating: Rating.Again, at: t(0) },
            { rating: Rating.Good, at: t(minutes(5)) },
            { rating: Rating.Good, at: t(days(1)) },
          ]),
        ),
      );
      expect((await deckReviews(student.cookie, 'fixture-lab-values')).states).toEqual([
        expectedState('fixture-lab-values-003', 'fixture-lab-values', replay([{ rating: Rating.Hard, at: new Date('2026-11-24T10:00:00.000Z') }])),
      ]);
      const merged = (await logRows(student.id)).filter((entry) => entry.source === 'merge');
      expect(merged.map((entry) => [entry.cardId, entry.rating, entry.reviewedAt.toISOString()])).toEqual([
        ['fixture-drugs-002', 1, t(0).toISOString()],
        ['fixture-drugs-002', 3, t(minutes(5)).toISOString()],
        ['fixture-drugs-002', 3, t(days(1)).toISOString()],
        ['fixture-lab-values-003', 2, '2026-11-24T10:00:00.000Z'],
      ]);

      // Sending the same history again (a retry, a second tab) changes nothing.
      const states = await storedRows(student.id);
      const logCount = (await logRows(student.id)).length;
      const again = await send({ method: 'POST', url: '/api/flashcards/reviews/merge', payload: { reviews: history } }, student.cookie);
      expect(again.json()).toEqual({ merged: 0 });
      expect(await storedRows(student.id)).toEqual(states);
      expect(await logRows(student.id)).toHaveLength(logCount);
    });

    it('replays reviews made at the same moment in the order sent', async () => {
      const student = await signUpStudent(app);
      const moment = new Date(T0.getTime() - days(1));
      const response = await send(
        {
          method: 'POST',
          url: '/api/flashcards/reviews/merge',
          payload: {
            reviews: [
              { cardId: 'fixture-conversions-003', rating: Rating.Again, reviewedAt: moment.toISOString() },
              { cardId: 'fixture-conversions-003', rating: Rating.Easy, reviewedAt: moment.toISOString() },
            ],
          },
        },
        student.cookie,
      );
      expect(response.json()).toEqual({ merged: 1 });
      expect((await deckReviews(student.cookie, 'fixture-conversions')).states).toEqual([
        expectedState(
          'fixture-conversions-003',
          'fixture-conversions',
          replay([
            { rating: Rating.Again, at: moment },
            { rating: Rating.Easy, at: moment },
          ]),
        ),
      ]);
    });

    it('counts a review time after the server clock as now, and merges an empty history as nothing', async () => {
      const student = await signUpStudent(app);
      const future = new Date(T0.getTime() + days(30)).toISOString();
      const response = await send(
        { method: 'POST', url: '/api/flashcards/reviews/merge', payload: { reviews: [{ cardId: 'fixture-conversions-001', rating: 3, reviewedAt: future }] } },
        student.cookie,
      );
      expect(response.json()).toEqual({ merged: 1 });
      expect((await deckReviews(student.cookie, 'fixture-conversions')).states).toEqual([
        expectedState('fixture-conversions-001', 'fixture-conversions', replay([{ rating: Rating.Good, at: T0 }])),
      ]);
      const empty = await send({ method: 'POST', url: '/api/flashcards/reviews/merge', payload: { reviews: [] } }, student.cookie);
      expect(empty.json()).toEqual({ merged: 0 });
    });
  });

  describe('ownership', () => {
    it("never shows one student's review state, due counts or plan to another", async () => {
      const owner = await signUpStudent(app);
      const other = await signUpStudent(app);
      await rate(owner.cookie, 'fixture-drugs-003', Rating.Good);
      await send({ method: 'PUT', url: '/api/study-plans/nclex', payload: { examDate: '2027-02-01', hoursPerWeek: 12, completed: ['w1-a'] } }, owner.cookie);

      expect(await deckReviews(other.cookie, 'fixture-drugs')).toEqual({ states: [], newCount: 4, dueCount: 0 });
      expect((await send({ method: 'GET', url: '/api/flashcards/due' }, other.cookie)).json()).toEqual([]);
      const plan = await send({ method: 'GET', url: '/api/study-plans/nclex' }, other.cookie);
      expect([plan.statusCode, plan.json()]).toEqual([404, { message: 'No study plan for this exam' }]);

      // The other student's own review of the same card starts from a new card and leaves the owner's alone.
      at(minutes(2));
      const theirs = (await rate(other.cookie, 'fixture-drugs-003', Rating.Again)).json() as FlashcardReviewResponse;
      expect(theirs.state).toEqual(expectedState('fixture-drugs-003', 'fixture-drugs', library.next(createEmptyCard(clock.now), clock.now, Rating.Again).card));
      expect((await deckReviews(owner.cookie, 'fixture-drugs')).states).toEqual([
        expectedState('fixture-drugs-003', 'fixture-drugs', library.next(createEmptyCard(T0), T0, Rating.Good).card),
      ]);
      // Merging into one account leaves the other's rows alone.
      await send(
        { method: 'POST', url: '/api/flashcards/reviews/merge', payload: { reviews: [{ cardId: 'fixture-drugs-004', rating: 4, reviewedAt: T0.toISOString() }] } },
        other.cookie,
      );
      expect((await storedRows(owner.id)).map((row) => row.cardId)).toEqual(['fixture-drugs-003']);
      expect((await send({ method: 'GET', url: '/api/study-plans/nclex' }, owner.cookie)).json()).toMatchObject({ hoursPerWeek: 12 });
    });

    it('gives staff only their own (empty) state: nothing personal of students', async () => {
      const student = await signUpStudent(app);
      const staff = await signUpStaff(app);
      await rate(student.cookie, 'fixture-conversions-004', Rating.Good);
      expect(await deckReviews(staff.cookie, 'fixture-conversions')).toEqual({ states: [], newCount: 4, dueCount: 0 });
      expect((await send({ method: 'GET', url: '/api/flashcards/due' }, staff.cookie)).json()).toEqual([]);
    });

    it("deletes an account's states, log and plans with the account", async () => {
      const student = await signUpStudent(app);
      await rate(student.cookie, 'fixture-drugs-001', Rating.Good);
      await send({ method: 'PUT', url: '/api/study-plans/teas', payload: { examDate: '2027-02-01', hoursPerWeek: 5, completed: [] } }, student.cookie);
      await app.db.delete(users).where(eq(users.id, student.id));
      expect(await storedRows(student.id)).toEqual([]);
      expect(await logRows(student.id)).toEqual([]);
      expect(await app.repositories.studyPlans.find(student.id, 'teas')).toBeUndefined();
    });
  });

  describe('study plans', () => {
    it('saves, answers and replaces a plan per exam (repeated task ids kept once, past dates kept)', async () => {
      const student = await signUpStudent(app);
      const none = await send({ method: 'GET', url: '/api/study-plans/teas' }, student.cookie);
      expect([none.statusCode, none.json()]).toEqual([404, { message: 'No study plan for this exam' }]);
      const saved = await send(
        { method: 'PUT', url: '/api/study-plans/teas', payload: { examDate: '2027-01-19', hoursPerWeek: 10, completed: ['w1-reading', 'w1-math', 'w1-reading'] } },
        student.cookie,
      );
      const expected: StudyPlan = { exam: 'teas', examDate: '2027-01-19', hoursPerWeek: 10, completed: ['w1-reading', 'w1-math'], updatedAt: T0.toISOString() };
      expect([saved.statusCode, saved.json()]).toEqual([200, expected]);
      const read = await send({ method: 'GET', url: '/api/study-plans/teas' }, student.cookie);
      expect([read.statusCode, read.json(), read.headers['cache-control']]).toEqual([200, expected, 'no-store']);
      at(days(1));
      const replaced = await send({ method: 'PUT', url: '/api/study-plans/teas', payload: { examDate: '2026-11-01', hoursPerWeek: 60, completed: [] } }, student.cookie);
      expect(replaced.json()).toEqual({ exam: 'teas', examDate: '2026-11-01', hoursPerWeek: 60, completed: [], updatedAt: clock.now.toISOString() });
      expect((await send({ method: 'GET', url: '/api/study-plans/hesi' }, student.cookie)).statusCode).toBe(404);
    });

    it('answers 400 naming the field and stores nothing', async () => {
      const student = await signUpStudent(app);
      const good = { examDate: '2027-01-19', hoursPerWeek: 10, completed: [] as string[] };
      const cases: [string, object, Record<string, string[]>][] = [
        ['teas', { ...good, examDate: '2027-02-30' }, { examDate: ['Exam date is not a real date'] }],
        ['teas', { ...good, examDate: '19/01/2027' }, { examDate: ['Exam date must be a date (YYYY-MM-DD)'] }],
        ['teas', { ...good, hoursPerWeek: 0 }, { hoursPerWeek: ['Hours per week must be at least 1'] }],
        ['teas', { ...good, hoursPerWeek: 61 }, { hoursPerWeek: ['Hours per week must be at most 60'] }],
        ['teas', { ...good, completed: Array.from({ length: 501 }, (_, index) => `t${index}`) }, { completed: ['At most 500 completed tasks'] }],
        ['teas', { ...good, completed: ['x'.repeat(101)] }, { 'completed.0': ['A task id is too long'] }],
        ['pharmacology', good, { exam: ['Exam must be one of: teas, hesi, nclex'] }],
      ];
      for (const [exam, payload, fieldErrors] of cases) {
        const response = await send({ method: 'PUT', url: `/api/study-plans/${exam}`, payload }, student.cookie);
        expect([exam, response.statusCode, response.json().fieldErrors]).toEqual([exam, 400, fieldErrors]);
      }
      expect(await app.repositories.studyPlans.find(student.id, 'teas')).toBeUndefined();
    });
  });

  describe('rate limits', () => {
    it('limits reviews, merges and plan saves per IP and route (429 past the limit, nothing stored)', async () => {
      const limited = await buildApp({ config: testConfig({ RATE_LIMIT_FLASHCARD_REVIEWS_PER_10_MINUTES: '3' }), database, now: () => clock.now });
      try {
        const student = await signUpStudent(limited);
        const statuses = async (request: (index: number) => InjectOptions) => {
          const seen: number[] = [];
          for (let index = 1; index <= 4; index += 1) seen.push((await limited.inject({ ...request(index), headers: { cookie: student.cookie } })).statusCode);
          return seen;
        };
        expect(await statuses((index) => ({ method: 'POST', url: '/api/flashcards/reviews', payload: { cardId: `fixture-drugs-00${index}`, rating: 3 } }))).toEqual([
          200, 200, 200, 429,
        ]);
        expect((await storedRows(student.id)).map((row) => row.cardId).sort()).toEqual(['fixture-drugs-001', 'fixture-drugs-002', 'fixture-drugs-003']);
        expect(await statuses(() => ({ method: 'POST', url: '/api/flashcards/reviews/merge', payload: { reviews: [] } }))).toEqual([200, 200, 200, 429]);
        expect(
          await statuses((index) => ({ method: 'PUT', url: '/api/study-plans/hesi', payload: { examDate: '2027-01-19', hoursPerWeek: index, completed: [] } })),
        ).toEqual([200, 200, 200, 429]);
        expect((await limited.repositories.studyPlans.find(student.id, 'hesi'))?.hoursPerWeek).toBe(3);
        // Reading is not limited.
        expect((await limited.inject({ method: 'GET', url: '/api/flashcards/due', headers: { cookie: student.cookie } })).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });
});
