import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { PracticeAttempt, PracticeQuestion, PracticeResponse, PracticeResults, QuestionResult } from '@nurseprep/contracts';
import { buildApp } from '../../src/app';
import { loadQuestionBank } from '../../src/practice/question-bank';
import { UNCLAIMED_LIFETIME_MS } from '../../src/practice/service';
import {
  databaseKinds,
  fixtureQuestionsDir,
  openTestDatabase,
  sessionCookieOf,
  signUpStaff,
  signUpStudent,
  testConfig,
  type TestDatabase,
} from '../helpers/test-app';

/** The fixture bank with its keys: the tests know the answers, the browser never does. */
const bank = loadQuestionBank(fixtureQuestionsDir);
const key = (id: string): PracticeQuestion => bank.byId.get(id)!;

function rightAnswer(question: PracticeQuestion): PracticeResponse {
  return question.type === 'matrix' ? { kind: 'matrix', rows: { ...question.answer } } : { kind: 'choice', selected: [...question.answer] };
}
function wrongAnswer(question: PracticeQuestion): PracticeResponse {
  if (question.type === 'matrix') throw new Error('use a matrix response built in the test');
  const wrong = question.options.find((option) => !question.answer.includes(option.id))!;
  return { kind: 'choice', selected: [wrong.id] };
}

/** Every key anywhere in a JSON value. */
function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const entry of value) keysIn(entry, found);
  else if (value && typeof value === 'object') {
    for (const [name, entry] of Object.entries(value)) {
      found.add(name);
      keysIn(entry, found);
    }
  }
  return found;
}

const T0 = new Date('2026-11-24T10:00:00.000Z');

describe.each(databaseKinds)('practice API on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = { now: T0 };
  const advance = (seconds: number) => (clock.now = new Date(clock.now.getTime() + seconds * 1000));

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

  type Who = { cookie?: string; token?: string };
  const headers = (who: Who = {}) => ({
    ...(who.cookie ? { cookie: who.cookie } : {}),
    ...(who.token ? { 'x-practice-token': who.token } : {}),
  });
  const call = (options: InjectOptions, who: Who = {}) => app.inject({ ...options, headers: { ...headers(who), ...(options.headers ?? {}) } });

  async function start(body: object, who: Who = {}): Promise<{ attempt: PracticeAttempt; who: Who }> {
    const response = await call({ method: 'POST', url: '/api/practice/attempts', payload: body }, who);
    if (response.statusCode !== 201) throw new Error(`start failed: ${response.statusCode} ${response.body}`);
    const json = response.json() as { attempt: PracticeAttempt; token?: string };
    return { attempt: json.attempt, who: json.token ? { ...who, token: json.token } : who };
  }
  const put = (attemptId: string, questionId: string, payload: object, who: Who) =>
    call({ method: 'PUT', url: `/api/practice/attempts/${attemptId}/responses/${questionId}`, payload }, who);
  const getAttempt = (attemptId: string, who: Who) => call({ method: 'GET', url: `/api/practice/attempts/${attemptId}` }, who);
  const submit = (attemptId: string, who: Who) => call({ method: 'POST', url: `/api/practice/attempts/${attemptId}/submit` }, who);
  const next = (attemptId: string, who: Who) => call({ method: 'POST', url: `/api/practice/attempts/${attemptId}/sections/next` }, who);
  const results = (attemptId: string, who: Who) => call({ method: 'GET', url: `/api/practice/attempts/${attemptId}/results` }, who);

  describe('banks', () => {
    it('lists the four banks with question counts from the loaded content', async () => {
      const response = await call({ method: 'GET', url: '/api/practice/banks' });
      expect(response.statusCode).toBe(200);
      const banks = response.json() as { bank: string; categories: { slug: string; count: number }[]; modes: string[] }[];
      expect(banks.map((entry) => entry.bank)).toEqual(['teas', 'hesi', 'nclex', 'pharmacology']);
      const hesi = banks.find((entry) => entry.bank === 'hesi')!;
      expect(hesi.categories.find((category) => category.slug === 'math')?.count).toBe(4);
      expect(hesi.categories.find((category) => category.slug === 'grammar')?.count).toBe(0);
      expect(banks[0]!.modes).toEqual(['practice', 'section-quiz', 'full-simulation']);
    });
  });

  describe('no answer key before grading', () => {
    it('sends questions without answer, rationale or source, and gives a visitor a token once', async () => {
      const response = await call({ method: 'POST', url: '/api/practice/attempts', payload: { bank: 'nclex', mode: 'timed-set', count: 9 } });
      expect(response.statusCode).toBe(201);
      const body = response.json() as { attempt: PracticeAttempt; token: string };
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.attempt.questions).toHaveLength(9);
      expect(new Set(body.attempt.questions.map((question) => question.type))).toEqual(new Set(['single', 'multiple', 'matrix']));
      for (const forbidden of ['answer', 'rationale', 'source', 'key', 'result', 'perOption', 'perRow']) expect(keysIn(body).has(forbidden)).toBe(false);

      const question = body.attempt.questions[0]!;
      const saved = await put(body.attempt.id, question.id, { response: rightAnswer(key(question.id)), flagged: true }, { token: body.token });
      expect(saved.json()).toEqual({ saved: true });
      const again = await getAttempt(body.attempt.id, { token: body.token });
      expect(again.statusCode).toBe(200);
      expect(again.headers['cache-control']).toBe('no-store');
      const attempt = (again.json() as { attempt: PracticeAttempt }).attempt;
      expect(attempt.responses[question.id]).toEqual({ response: rightAnswer(key(question.id)), flagged: true });
      for (const forbidden of ['answer', 'rationale', 'source', 'key', 'result']) expect(keysIn(again.json()).has(forbidden)).toBe(false);
      expect(attempt).not.toHaveProperty('token');
      expect((await results(body.attempt.id, { token: body.token })).statusCode).toBe(404);
    });
  });

  describe('grading in practice mode', () => {
    it('grades a single item 1 or 0 with the key and the rationale, and the first answer stands', async () => {
      const { attempt, who } = await start({ bank: 'hesi', mode: 'practice', categories: ['math'], count: 4 });
      const [first, second] = attempt.questions;
      const right = await put(attempt.id, first!.id, { response: rightAnswer(key(first!.id)) }, who);
      expect(right.statusCode).toBe(200);
      const rightResult = (right.json() as { result: QuestionResult }).result;
      expect(rightResult).toEqual({
        correct: true,
        score: 1,
        earned: 1,
        possible: 1,
        key: key(first!.id).answer,
        rationale: { explanation: key(first!.id).rationale.explanation, options: (key(first!.id).rationale as { options: object }).options },
      });
      const wrong = await put(attempt.id, second!.id, { response: wrongAnswer(key(second!.id)) }, who);
      expect((wrong.json() as { result: QuestionResult }).result).toMatchObject({ correct: false, score: 0, key: key(second!.id).answer });

      const twice = await put(attempt.id, second!.id, { response: rightAnswer(key(second!.id)) }, who);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ message: 'This question is already answered: the first answer stands.' });
      const state = ((await getAttempt(attempt.id, who)).json() as { attempt: PracticeAttempt }).attempt;
      expect(state.responses[second!.id]).toMatchObject({ response: wrongAnswer(key(second!.id)), result: { correct: false } });
      expect(state.responses[first!.id]?.result?.correct).toBe(true);
    });

    it('grades NCLEX select-all items by the +/- rule, with points and the per-option picture', async () => {
      const { attempt, who } = await start({ bank: 'nclex', mode: 'practice', categories: ['management-of-care'], count: 5 });
      const multiples = attempt.questions.filter((question) => question.type === 'multiple');
      expect(multiples).toHaveLength(2);
      const full = key(multiples[0]!.id);
      const allRight = await put(attempt.id, full.id, { response: rightAnswer(full) }, who);
      expect((allRight.json() as { result: QuestionResult }).result).toMatchObject({ correct: true, score: 1, earned: full.answer.length, possible: full.answer.length });

      const partial = key(multiples[1]!.id) as Extract<PracticeQuestion, { type: 'multiple' }>;
      const oneWrong = partial.options.find((option) => !partial.answer.includes(option.id))!.id;
      const picked = [partial.answer[0]!, oneWrong];
      const response = await put(attempt.id, partial.id, { response: { kind: 'choice', selected: picked } }, who);
      const result = (response.json() as { result: QuestionResult }).result;
      // One key and one distractor: +1 - 1 = 0 points.
      expect(result).toMatchObject({ correct: false, score: 0, earned: 0, possible: partial.answer.length, key: partial.answer });
      expect(result.perOption).toEqual(
        partial.options.map((option) => ({ id: option.id, selected: picked.includes(option.id), correct: partial.answer.includes(option.id) })),
      );
    });

    it('grades matrix items per row', async () => {
      const { attempt, who } = await start({ bank: 'nclex', mode: 'practice', categories: ['safety-infection-control'], count: 4 });
      const matrix = key(attempt.questions.find((question) => question.type === 'matrix')!.id) as Extract<PracticeQuestion, { type: 'matrix' }>;
      const rows = { ...matrix.answer, r3: matrix.answer.r3 === 'x' ? 'y' : 'x' };
      const response = await put(attempt.id, matrix.id, { response: { kind: 'matrix', rows } }, who);
      const result = (response.json() as { result: QuestionResult }).result;
      expect(result).toMatchObject({ correct: false, score: 0.75, key: matrix.answer });
      expect(result.rationale.rows).toEqual((matrix.rationale as { rows: object }).rows);
      expect(result.perRow).toEqual(
        ['r1', 'r2', 'r3', 'r4'].map((row) => ({ id: row, selected: rows[row as keyof typeof rows], key: matrix.answer[row], correct: row !== 'r3' })),
      );
    });

    it('submits into results: score, per category, weakest under 70%, interpretation and a review of every question', async () => {
      const { attempt, who } = await start({ bank: 'hesi', mode: 'practice', count: 8 });
      expect(attempt.questions).toHaveLength(8);
      for (const question of attempt.questions) {
        const answer = question.category === 'math' ? rightAnswer(key(question.id)) : wrongAnswer(key(question.id));
        if (question.category === 'vocabulary' && question.id.endsWith('4')) continue; // left unanswered
        expect((await put(attempt.id, question.id, { response: answer }, who)).statusCode).toBe(200);
      }
      const submitted = await submit(attempt.id, who);
      expect(submitted.statusCode).toBe(200);
      const body = (submitted.json() as { results: PracticeResults }).results;
      expect(body.score).toEqual({ correct: 4, total: 8, percent: 50 });
      expect(body.byCategory.sort((a, b) => a.category.localeCompare(b.category))).toEqual([
        { category: 'math', label: 'Math', correct: 4, total: 4, percent: 100 },
        { category: 'vocabulary', label: 'Vocabulary', correct: 0, total: 4, percent: 0 },
      ]);
      expect(body.weakest).toEqual([{ category: 'vocabulary', label: 'Vocabulary', correct: 0, total: 4, percent: 0 }]);
      expect(body.level).toBeUndefined();
      expect(body.interpretation).toBe("Most schools ask for 75-85% on each HESI A2 section; check your school's cut score.");
      expect(body.review).toHaveLength(8);
      const unanswered = body.review.find((entry) => entry.question.id === 'hesi-vocabulary-004')!;
      expect(unanswered).toMatchObject({ response: null, result: { correct: false, score: 0, key: key('hesi-vocabulary-004').answer } });
      expect((await results(attempt.id, who)).json()).toEqual(submitted.json());
      // Submitting again answers the same results; writing to a submitted attempt is 409.
      expect((await submit(attempt.id, who)).json()).toEqual(submitted.json());
      const late = await put(attempt.id, 'hesi-vocabulary-004', { response: rightAnswer(key('hesi-vocabulary-004')) }, who);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: 'This attempt has been submitted.' });
    });
  });

  describe('timed sections on the server clock', () => {
    it('paces a section quiz, saves without results, and after time up refuses answers and shows results on reload', async () => {
      const { attempt, who } = await start({ bank: 'teas', mode: 'section-quiz', section: 'mathematics', count: 4 });
      const section = attempt.sections[0]!;
      expect(section).toMatchObject({ category: 'mathematics', label: 'Mathematics', timeLimitSeconds: Math.round((4 * 57 * 60) / 38), closed: false });
      expect(section.startedAt).toBe(T0.toISOString());
      expect(section.endsAt).toBe(new Date(T0.getTime() + 360_000).toISOString());
      expect(attempt.serverNow).toBe(T0.toISOString());

      const [first, second] = attempt.questions;
      advance(100);
      expect((await put(attempt.id, first!.id, { response: rightAnswer(key(first!.id)) }, who)).json()).toEqual({ saved: true });
      expect((await put(attempt.id, second!.id, { flagged: true }, who)).json()).toEqual({ saved: true });
      advance(262); // 362 s: past the 360 s limit and its 2 s grace
      const late = await put(attempt.id, second!.id, { response: rightAnswer(key(second!.id)) }, who);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: 'Time is up for this section.' });

      const reloaded = ((await getAttempt(attempt.id, who)).json() as { attempt: PracticeAttempt }).attempt;
      expect(reloaded.status).toBe('submitted');
      expect(reloaded.sections[0]!.closed).toBe(true);
      expect(reloaded.responses[second!.id]).toMatchObject({ flagged: true });
      expect(reloaded.responses[second!.id]?.response).toBeUndefined();
      const shown = (await results(attempt.id, who)).json() as { results: PracticeResults };
      expect(shown.results.score).toEqual({ correct: 1, total: 4, percent: 25 });
      expect(shown.results.level).toMatchObject({ name: 'Developmental', range: '0%-40.7%' });
      expect(shown.results.interpretation).toContain("ATI's Developmental academic preparedness level");
    });

    it('runs the full simulation section by section: each timed on its own, never reopened', async () => {
      const { attempt, who } = await start({ bank: 'teas', mode: 'full-simulation' });
      expect(attempt.sections.map((section) => [section.category, section.questionIds.length, section.timeLimitSeconds])).toEqual([
        ['reading', 4, Math.round((4 * 55 * 60) / 45)],
        ['mathematics', 4, Math.round((4 * 57 * 60) / 38)],
        ['science', 4, Math.round((4 * 60 * 60) / 50)],
        ['english', 4, 240],
      ]);
      expect(attempt.sections.slice(1).every((section) => section.startedAt === undefined)).toBe(true);
      const reading = attempt.sections[0]!.questionIds;
      const maths = attempt.sections[1]!.questionIds;

      const early = await put(attempt.id, maths[0]!, { response: rightAnswer(key(maths[0]!)) }, who);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ message: 'This section has not started yet.' });
      for (const id of reading) await put(attempt.id, id, { response: rightAnswer(key(id)) }, who);

      advance(60);
      const moved = (await next(attempt.id, who)).json() as { attempt: PracticeAttempt };
      expect(moved.attempt.currentSection).toBe(1);
      expect(moved.attempt.sections[0]!.closed).toBe(true);
      expect(moved.attempt.sections[1]).toMatchObject({ startedAt: clock.now.toISOString(), closed: false });
      const reopen = await put(attempt.id, reading[0]!, { flagged: true }, who);
      expect(reopen.statusCode).toBe(409);
      expect(reopen.json()).toEqual({ message: 'This section is closed.' });

      // Mathematics runs out while away: closed on the next read, the attempt stays open for the next section.
      advance(400);
      const afterTime = ((await getAttempt(attempt.id, who)).json() as { attempt: PracticeAttempt }).attempt;
      expect(afterTime).toMatchObject({ status: 'in-progress', currentSection: 1 });
      expect(afterTime.sections[1]!.closed).toBe(true);
      expect((await put(attempt.id, maths[0]!, { response: rightAnswer(key(maths[0]!)) }, who)).json()).toEqual({
        message: 'Time is up for this section.',
      });
      expect((await next(attempt.id, who)).statusCode).toBe(200);
      expect((await next(attempt.id, who)).statusCode).toBe(200);
      const last = await next(attempt.id, who);
      expect(last.statusCode).toBe(409);
      expect(last.json()).toEqual({ message: 'There is no next section: submit the attempt.' });

      const done = (await submit(attempt.id, who)).json() as { results: PracticeResults };
      expect(done.results.score).toEqual({ correct: 4, total: 16, percent: 25 });
      expect(done.results.byCategory.map((category) => [category.category, category.percent])).toEqual([
        ['reading', 100],
        ['mathematics', 0],
        ['science', 0],
        ['english', 0],
      ]);
      expect(done.results.level?.name).toBe('Developmental');
      expect(done.results.weakest.map((category) => category.category)).toEqual(['mathematics', 'science', 'english']);
    });

    it('resumes a timed set after a reload: answers, flags and the same clock', async () => {
      const { attempt, who } = await start({ bank: 'pharmacology', mode: 'timed-set', count: 4 });
      expect(attempt.sections[0]!.timeLimitSeconds).toBe(4 * 90);
      const [a, b, c] = attempt.questions;
      await put(attempt.id, a!.id, { response: rightAnswer(key(a!.id)) }, who);
      await put(attempt.id, b!.id, { response: wrongAnswer(key(b!.id)), flagged: true }, who);
      await put(attempt.id, c!.id, { flagged: true }, who);
      await put(attempt.id, c!.id, { flagged: false }, who);
      advance(120);
      const reloaded = ((await getAttempt(attempt.id, who)).json() as { attempt: PracticeAttempt }).attempt;
      expect(reloaded.questions.map((question) => question.id)).toEqual(attempt.questions.map((question) => question.id));
      expect(reloaded.sections[0]!.endsAt).toBe(attempt.sections[0]!.endsAt);
      expect(reloaded.serverNow).toBe(clock.now.toISOString());
      expect(reloaded.responses).toEqual({
        [a!.id]: { response: rightAnswer(key(a!.id)), flagged: false },
        [b!.id]: { response: wrongAnswer(key(b!.id)), flagged: true },
        [c!.id]: { flagged: false },
      });
    });

    it('takes an answer back in a timed set (response null): it is unanswered again and scores nothing', async () => {
      const { attempt, who } = await start({ bank: 'pharmacology', mode: 'timed-set', count: 4 });
      const [a] = attempt.questions;
      expect((await put(attempt.id, a!.id, { response: rightAnswer(key(a!.id)) }, who)).statusCode).toBe(200);
      const cleared = await put(attempt.id, a!.id, { response: null }, who);
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toEqual({ saved: true });
      const reloaded = ((await getAttempt(attempt.id, who)).json() as { attempt: PracticeAttempt }).attempt;
      expect(reloaded.responses[a!.id]).toEqual({ flagged: false });
      const done = (await submit(attempt.id, who)).json() as { results: PracticeResults };
      expect(done.results.score.correct).toBe(0);
    });

    it('keeps the first answer in practice mode: taking it back answers 409', async () => {
      const { attempt, who } = await start({ bank: 'pharmacology', mode: 'practice', count: 2 });
      const [a] = attempt.questions;
      await put(attempt.id, a!.id, { response: rightAnswer(key(a!.id)) }, who);
      const taken = await put(attempt.id, a!.id, { response: null }, who);
      expect(taken.statusCode).toBe(409);
    });
  });

  describe('ownership', () => {
    it("answers 404 for another student's attempt and for another visitor's token, on every route", async () => {
      const owner = await signUpStudent(app);
      const { attempt } = await start({ bank: 'hesi', mode: 'practice', count: 2 }, { cookie: owner.cookie });
      const visitor = await start({ bank: 'hesi', mode: 'practice', count: 2 });
      const stranger = await signUpStudent(app);
      const staff = await signUpStaff(app);
      const outsiders: Who[] = [{}, { cookie: stranger.cookie }, { cookie: staff.cookie }, { token: visitor.who.token! }, { token: 'made-up-token' }];
      const question = attempt.questions[0]!.id;
      for (const who of outsiders) {
        const statuses = [
          (await getAttempt(attempt.id, who)).statusCode,
          (await put(attempt.id, question, { flagged: true }, who)).statusCode,
          (await next(attempt.id, who)).statusCode,
          (await submit(attempt.id, who)).statusCode,
          (await results(attempt.id, who)).statusCode,
        ];
        expect(statuses).toEqual([404, 404, 404, 404, 404]);
      }
      // A visitor's attempt: only its token opens it, not another visitor's or an account's.
      const other = await start({ bank: 'hesi', mode: 'practice', count: 1 });
      expect((await getAttempt(visitor.attempt.id, { token: other.who.token! })).statusCode).toBe(404);
      expect((await getAttempt(visitor.attempt.id, { cookie: stranger.cookie })).statusCode).toBe(404);
      expect((await getAttempt(visitor.attempt.id, visitor.who)).statusCode).toBe(200);
      expect((await getAttempt(attempt.id, { cookie: owner.cookie })).statusCode).toBe(200);
      const notFound = await getAttempt(randomUUID(), { cookie: owner.cookie });
      expect(notFound.json()).toEqual({ message: 'Practice attempt not found' });
    });
  });

  describe('bad input', () => {
    it('answers 400 naming the field, never 500, and stores nothing', async () => {
      const cases: [object, string][] = [
        [{ bank: 'gre', mode: 'practice' }, 'bank'],
        [{ bank: 'hesi', mode: 'full-simulation' }, 'mode'],
        [{ bank: 'hesi', mode: 'practice', categories: ['astrology'] }, 'categories'],
        [{ bank: 'hesi', mode: 'practice', count: 0 }, 'count'],
        [{ bank: 'hesi', mode: 'practice', count: 2.5 }, 'count'],
        [{ bank: 'teas', mode: 'section-quiz', section: 'art' }, 'section'],
        [{ bank: 'hesi', mode: 'practice', exclude: Array.from({ length: 2001 }, (_, index) => `x${index}`) }, 'exclude'],
      ];
      for (const [payload, field] of cases) {
        const response = await call({ method: 'POST', url: '/api/practice/attempts', payload });
        expect([response.statusCode, Object.keys(response.json().fieldErrors ?? {})]).toEqual([400, [field]]);
      }
      const malformed = await call({ method: 'POST', url: '/api/practice/attempts', payload: '{"bank":', headers: { 'content-type': 'application/json' } });
      expect(malformed.statusCode).toBe(400);

      const { attempt, who } = await start({ bank: 'nclex', mode: 'practice', categories: ['safety-infection-control'], count: 4 });
      const single = attempt.questions.find((question) => question.type === 'single')!.id;
      const multiple = attempt.questions.find((question) => question.type === 'multiple')!.id;
      const matrix = attempt.questions.find((question) => question.type === 'matrix')!.id;
      const answers: [string, object, string][] = [
        [single, { response: { kind: 'matrix', rows: { r1: 'x' } } }, 'response.kind'],
        [single, { response: { kind: 'choice', selected: ['a', 'b'] } }, 'response.selected'],
        [single, { response: { kind: 'choice', selected: ['z'] } }, 'response.selected'],
        [multiple, { response: { kind: 'choice', selected: ['a', 'a'] } }, 'response.selected'],
        [matrix, { response: { kind: 'matrix', rows: { r1: 'q' } } }, 'response.rows'],
        [matrix, { response: { kind: 'matrix', rows: { r9: 'x' } } }, 'response.rows'],
        [single, { response: { kind: 'choice', selected: [] } }, 'response.selected'],
        [single, { response: { kind: 'essay', text: 'hello' } }, 'response.kind'],
        [single, {}, 'response'],
        [single, { flagged: 'yes' }, 'flagged'],
      ];
      for (const [questionId, payload, field] of answers) {
        const response = await put(attempt.id, questionId, payload, who);
        expect([questionId, response.statusCode, Object.keys(response.json().fieldErrors ?? {})]).toEqual([questionId, 400, [field]]);
      }
      const state = ((await getAttempt(attempt.id, who)).json() as { attempt: PracticeAttempt }).attempt;
      expect(state.responses).toEqual({});

      expect((await getAttempt('not-a-uuid', who)).json()).toMatchObject({ fieldErrors: { id: ['Attempt id must be a UUID'] } });
      const stranger = await put(attempt.id, 'hesi-math-001', { flagged: true }, who);
      expect([stranger.statusCode, stranger.json()]).toEqual([404, { message: 'This question is not part of the attempt' }]);
      const claim = await call({ method: 'POST', url: '/api/practice/attempts/claim', payload: { attempts: [{ id: 'x', token: 't' }] } }, { cookie: (await signUpStudent(app)).cookie });
      expect(Object.keys(claim.json().fieldErrors)).toEqual(['attempts.0.id']);
      const limit = await call({ method: 'GET', url: '/api/practice/attempts?limit=1000' }, { cookie: (await signUpStudent(app)).cookie });
      expect([limit.statusCode, Object.keys(limit.json().fieldErrors)]).toEqual([400, ['limit']]);
    });

    it('answers 409 when the chosen categories have no questions yet', async () => {
      const response = await call({ method: 'POST', url: '/api/practice/attempts', payload: { bank: 'hesi', mode: 'practice', categories: ['grammar'] } });
      expect([response.statusCode, response.json()]).toEqual([409, { message: 'There are no questions in these categories yet.' }]);
    });
  });

  describe('picking questions', () => {
    it("serves a student's unseen questions first, then starts over", async () => {
      const student = await signUpStudent(app);
      const ids = async () => (await start({ bank: 'hesi', mode: 'practice', categories: ['math'], count: 2 }, { cookie: student.cookie })).attempt.questions.map((question) => question.id);
      const first = await ids();
      const second = await ids();
      expect(new Set([...first, ...second]).size).toBe(4);
      const third = await ids();
      expect(third).toHaveLength(2);
    });

    it('takes an exclude list of 2,000 long question ids', async () => {
      const exclude = Array.from({ length: 2000 }, (_, index) => `nclex-pharmacological-therapies-${String(index).padStart(3, '0')}`);
      const response = await call({ method: 'POST', url: '/api/practice/attempts', payload: { bank: 'hesi', mode: 'practice', count: 1, exclude } });
      expect(response.statusCode).toBe(201);
    });

    it("skips a visitor's excluded questions", async () => {
      const { attempt } = await start({ bank: 'hesi', mode: 'practice', categories: ['math'], count: 1, exclude: ['hesi-math-001', 'hesi-math-002', 'hesi-math-003'] });
      expect(attempt.questions.map((question) => question.id)).toEqual(['hesi-math-004']);
    });
  });

  describe('claim, history and progress', () => {
    it("moves a visitor's attempts to the account after sign-in, once, and the token stops working", async () => {
      const visitor = await start({ bank: 'hesi', mode: 'practice', categories: ['math'], count: 4 });
      for (const question of visitor.attempt.questions) await put(visitor.attempt.id, question.id, { response: rightAnswer(key(question.id)) }, visitor.who);
      await submit(visitor.attempt.id, visitor.who);
      const visitorClaim = await call({ method: 'POST', url: '/api/practice/attempts/claim', payload: { attempts: [] } });
      expect(visitorClaim.statusCode).toBe(401);

      const student = await signUpStudent(app);
      const payload = { attempts: [{ id: visitor.attempt.id, token: visitor.who.token }, { id: randomUUID(), token: 'unknown' }] };
      const claimed = await call({ method: 'POST', url: '/api/practice/attempts/claim', payload }, { cookie: student.cookie });
      expect([claimed.statusCode, claimed.json()]).toEqual([200, { claimed: 1 }]);
      expect((await call({ method: 'POST', url: '/api/practice/attempts/claim', payload }, { cookie: student.cookie })).json()).toEqual({ claimed: 0 });
      const thief = await signUpStudent(app);
      expect((await call({ method: 'POST', url: '/api/practice/attempts/claim', payload }, { cookie: thief.cookie })).json()).toEqual({ claimed: 0 });

      expect((await getAttempt(visitor.attempt.id, visitor.who)).statusCode).toBe(404);
      expect((await results(visitor.attempt.id, { cookie: student.cookie })).statusCode).toBe(200);
      const history = (await call({ method: 'GET', url: '/api/practice/attempts' }, { cookie: student.cookie })).json();
      expect(history.attempts).toEqual([
        expect.objectContaining({ id: visitor.attempt.id, bank: 'hesi', mode: 'practice', status: 'submitted', score: { correct: 4, total: 4, percent: 100 } }),
      ]);
      // Claimed questions count as seen for the account's next practice set.
      const fresh = await start({ bank: 'hesi', mode: 'practice', categories: ['math', 'vocabulary'], count: 4 }, { cookie: student.cookie });
      expect(fresh.attempt.questions.every((question) => question.category === 'vocabulary')).toBe(true);
    });

    it("lists a student's attempts newest first and charts each submitted attempt per category", async () => {
      const student = await signUpStudent(app);
      const who = { cookie: student.cookie };
      const first = await start({ bank: 'hesi', mode: 'practice', count: 8 }, who);
      for (const question of first.attempt.questions) {
        await put(first.attempt.id, question.id, { response: question.category === 'math' ? rightAnswer(key(question.id)) : wrongAnswer(key(question.id)) }, who);
      }
      await submit(first.attempt.id, who);
      advance(3600);
      const second = await start({ bank: 'hesi', mode: 'timed-set', count: 8 }, who);
      for (const question of second.attempt.questions) await put(second.attempt.id, question.id, { response: rightAnswer(key(question.id)) }, who);
      await submit(second.attempt.id, who);
      advance(60);
      const open = await start({ bank: 'nclex', mode: 'practice', count: 2 }, who);

      const list = (await call({ method: 'GET', url: '/api/practice/attempts?limit=2' }, who)).json();
      expect(list.attempts.map((entry: { id: string; status: string; score: unknown }) => [entry.id, entry.status, entry.score])).toEqual([
        [open.attempt.id, 'in-progress', null],
        [second.attempt.id, 'submitted', { correct: 8, total: 8, percent: 100 }],
      ]);

      const progress = (await call({ method: 'GET', url: '/api/practice/progress' }, who)).json();
      expect(progress.totals).toEqual({ attempts: 3, submitted: 2, questions: 16, percent: 75 });
      expect(progress.banks).toHaveLength(1);
      const hesi = progress.banks[0];
      expect(hesi).toMatchObject({ bank: 'hesi', label: 'HESI A2', attempts: 2, questions: 16 });
      expect(hesi.trend.map((point: { attemptId: string; percent: number }) => [point.attemptId, point.percent])).toEqual([
        [first.attempt.id, 50],
        [second.attempt.id, 100],
      ]);
      expect(hesi.categories.map((category: { category: string; points: { percent: number }[] }) => [category.category, category.points.map((point) => point.percent)])).toEqual([
        ['math', [100, 100]],
        ['vocabulary', [0, 100]],
      ]);
      expect((await call({ method: 'GET', url: '/api/practice/progress' })).statusCode).toBe(401);
      expect((await call({ method: 'GET', url: '/api/practice/attempts' })).statusCode).toBe(401);
    });

    it('deletes visitor attempts nobody claimed after 30 days, when attempts are created', async () => {
      const old = await start({ bank: 'hesi', mode: 'practice', count: 1 });
      const student = await signUpStudent(app);
      const kept = await start({ bank: 'hesi', mode: 'practice', count: 1 }, { cookie: student.cookie });
      advance(UNCLAIMED_LIFETIME_MS / 1000 - 60);
      await start({ bank: 'hesi', mode: 'practice', count: 1 });
      expect((await getAttempt(old.attempt.id, old.who)).statusCode).toBe(200);
      advance(120);
      await start({ bank: 'hesi', mode: 'practice', count: 1 });
      expect((await getAttempt(old.attempt.id, old.who)).statusCode).toBe(404);
      // Sessions end 30 days after sign-in: the student signs in again to look.
      const login = await call({ method: 'POST', url: '/api/auth/login', payload: { username: student.account.username, password: student.account.password } });
      expect((await getAttempt(kept.attempt.id, { cookie: sessionCookieOf(login) })).statusCode).toBe(200);
    });
  });

  describe('staff summary', () => {
    it('gives staff totals only, students 403 and visitors 401', async () => {
      const student = await signUpStudent(app);
      const quiz = await start({ bank: 'teas', mode: 'section-quiz', section: 'science', count: 2 }, { cookie: student.cookie });
      await submit(quiz.attempt.id, { cookie: student.cookie });
      const staff = await signUpStaff(app);
      const response = await call({ method: 'GET', url: '/api/staff/practice/summary' }, { cookie: staff.cookie });
      expect(response.statusCode).toBe(200);
      const summary = response.json();
      expect(summary.totals.attempts).toBeGreaterThan(0);
      expect(summary.totals.studentsWithAttempts).toBeGreaterThan(0);
      expect(summary.byBankAndMode).toEqual(
        expect.arrayContaining([expect.objectContaining({ bank: 'hesi', mode: 'practice' }), expect.objectContaining({ bank: 'teas', mode: 'section-quiz', submitted: 1, averagePercent: 0 })]),
      );
      const keys = keysIn(summary);
      for (const personal of ['userId', 'username', 'email', 'attemptId', 'id']) expect(keys.has(personal)).toBe(false);
      expect((await call({ method: 'GET', url: '/api/staff/practice/summary' }, { cookie: (await signUpStudent(app)).cookie })).statusCode).toBe(403);
      expect((await call({ method: 'GET', url: '/api/staff/practice/summary' })).statusCode).toBe(401);
    });
  });
});

describe('practice rate limits', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({
      config: testConfig({ RATE_LIMIT_PRACTICE_STARTS_PER_10_MINUTES: '2', RATE_LIMIT_PRACTICE_ANSWERS_PER_10_MINUTES: '3' }),
      database,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('limits starting attempts and answering per IP with 429', async () => {
    const remoteAddress = '203.0.113.50';
    const starts = [];
    let token = '';
    let attempt: PracticeAttempt | null = null;
    for (let index = 0; index < 3; index += 1) {
      const response = await app.inject({ method: 'POST', url: '/api/practice/attempts', remoteAddress, payload: { bank: 'hesi', mode: 'timed-set', count: 4 } });
      starts.push(response.statusCode);
      if (response.statusCode === 201) ({ attempt, token } = response.json() as { attempt: PracticeAttempt; token: string });
    }
    expect(starts).toEqual([201, 201, 429]);
    const answers = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/practice/attempts/${attempt!.id}/responses/${attempt!.questions[0]!.id}`,
        remoteAddress,
        headers: { 'x-practice-token': token },
        payload: { flagged: index % 2 === 0 },
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
    const elsewhere = await app.inject({ method: 'POST', url: '/api/practice/attempts', remoteAddress: '203.0.113.51', payload: { bank: 'hesi', mode: 'practice' } });
    expect(elsewhere.statusCode).toBe(201);
  });
});
