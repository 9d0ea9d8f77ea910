import type { FastifyInstance } from 'fastify';
import type { NgnAnswerResult, NgnItem, NgnResponse, NgnResults, NgnSession } from '@nurseprep/contracts';
import { buildApp } from '../../src/app';
import { buildNgnBank, legacyNclexItems, readNgnFiles } from '../../src/ngn/bank';
import { catRules } from '../../src/ngn/cat';
import { loadQuestionBank } from '../../src/practice/question-bank';
import { databaseKinds, fixtureNgnDir, fixtureQuestionsDir, openTestDatabase, signUpStudent, testConfig, type TestDatabase } from '../helpers/test-app';

/** The fixture items with their keys: the tests know the answers, the browser never does. */
const bank = buildNgnBank(readNgnFiles(fixtureNgnDir));
const keyed = new Map<string, NgnItem>([...bank.byId.values(), ...legacyNclexItems(loadQuestionBank(fixtureQuestionsDir))].map((entry) => [entry.item.id, entry.item]));

/** The full-credit answer to an item. */
function rightAnswer(item: NgnItem): NgnResponse {
  switch (item.type) {
    case 'multiple-choice':
      return { kind: 'select', selected: [item.answer] };
    case 'select-all':
    case 'select-n':
    case 'highlight-text':
    case 'highlight-table':
      return { kind: 'select', selected: [...item.answer] };
    case 'grouped-select-all':
      return { kind: 'select', selected: item.groups.flatMap((group) => group.answer) };
    case 'bowtie':
      return { kind: 'select', selected: [item.answer.condition, ...item.answer.actions, ...item.answer.parameters] };
    case 'matrix-single':
    case 'drag-drop-cloze':
    case 'drag-drop-rationale':
      return { kind: 'match', choices: { ...item.answer } };
    case 'matrix-multiple':
      return { kind: 'match-many', choices: { ...item.answer } };
    case 'drop-down-cloze':
    case 'drop-down-rationale':
      return { kind: 'match', choices: Object.fromEntries(item.blanks.map((entry) => [entry.id, entry.answer])) };
    case 'drop-down-table':
      return { kind: 'match', choices: Object.fromEntries(item.rows.map((row) => [row.id, row.answer])) };
  }
}

const T0 = new Date('2026-11-27T09:00:00.000Z');

describe.each(databaseKinds)('NGN practice API on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;
  const clock = { now: T0 };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config: testConfig(), database, now: () => clock.now });
    cookie = (await signUpStudent(app)).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const start = async (body: object) => app.inject({ method: 'POST', url: '/api/ngn/sessions', headers: { cookie }, payload: body });
  const answer = (id: string, itemId: string, response: NgnResponse) =>
    app.inject({ method: 'PUT', url: `/api/ngn/sessions/${id}/answers/${itemId}`, headers: { cookie }, payload: { response } });

  it('lists the case studies and stand-alone counts for everyone; sessions need an account', async () => {
    const catalog = await app.inject({ method: 'GET', url: '/api/ngn/catalog' });
    expect(catalog.statusCode).toBe(200);
    expect(catalog.json()).toMatchObject({ caseStudies: [{ id: 'case-sepsis-pneumonia' }], standalone: { items: 3, bowtie: 1, trend: 1 } });
    expect(JSON.stringify(catalog.json())).not.toContain('"answer"');
    const anonymous = await app.inject({ method: 'POST', url: '/api/ngn/sessions', payload: { mode: 'adaptive' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('runs a case study: six items with their unfolding chart, graded at once with points and rationale, first answer stands', async () => {
    const created = await start({ mode: 'case-study', caseId: 'case-sepsis-pneumonia' });
    expect(created.statusCode).toBe(201);
    const session = created.json<NgnSession>();
    expect(session.items).toHaveLength(6);
    expect(session.items.map((entry) => entry.step)).toEqual(['recognize-cues', 'analyze-cues', 'prioritize-hypotheses', 'generate-solutions', 'take-action', 'evaluate-outcomes']);
    expect(session.items[5]!.chart.length).toBeGreaterThanOrEqual(session.items[0]!.chart.length);
    const text = JSON.stringify(session);
    for (const secret of ['"answer"', '"rationale"', '"source"', '"difficulty"']) expect(text).not.toContain(secret);

    const first = session.items[0]!.item;
    const graded = await answer(session.id, first.id, rightAnswer(keyed.get(first.id)!));
    expect(graded.statusCode).toBe(200);
    const { result } = graded.json<NgnAnswerResult>();
    expect(result).toMatchObject({ earned: result!.possible });
    expect(result!.rationale.explanation.length).toBeGreaterThan(20);
    expect((await answer(session.id, first.id, rightAnswer(keyed.get(first.id)!))).json()).toEqual({ message: 'This item is already answered: the first answer stands.' });

    const wrongKind = await answer(session.id, session.items[1]!.item.id, { kind: 'match-many', choices: {} });
    expect(wrongKind.statusCode).toBe(400);
    expect((await answer(session.id, 'ngn-not-here', { kind: 'select', selected: [] })).statusCode).toBe(404);

    const results409 = await app.inject({ method: 'GET', url: `/api/ngn/sessions/${session.id}/results`, headers: { cookie } });
    expect(results409.statusCode).toBe(409);
    for (const entry of session.items.slice(1)) expect((await answer(session.id, entry.item.id, rightAnswer(keyed.get(entry.item.id)!))).statusCode).toBe(200);
    const results = (await app.inject({ method: 'GET', url: `/api/ngn/sessions/${session.id}/results`, headers: { cookie } })).json<NgnResults>();
    expect(results.session.status).toBe('finished');
    expect(results.earned).toBe(results.possible);
    expect(results.byStep).toHaveLength(6);
    expect(Object.keys(results.review)).toEqual(session.items.map((entry) => entry.item.id));
    expect(results.byCategory).toEqual([expect.objectContaining({ key: 'physiological-adaptation', label: 'Physiological Adaptation', items: 6 })]);
  });

  it('draws a set of bowtie or trend items, and names a kind it has none of', async () => {
    const bowties = (await start({ mode: 'item-set', kind: 'bowtie', count: 5 })).json<NgnSession>();
    expect(bowties.items.map((entry) => entry.item.type)).toEqual(['bowtie']);
    const trend = (await start({ mode: 'item-set', kind: 'trend' })).json<NgnSession>();
    expect(trend.items).toEqual([expect.objectContaining({ trend: true })]);
    const none = await start({ mode: 'item-set', kind: 'bowtie', categories: ['psychosocial-integrity'] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'There are no items of this kind in these categories yet.' });
    expect((await start({ mode: 'item-set', count: 31 })).json()).toMatchObject({ message: expect.stringContaining('Ask for at most 30 items') });
  });

  it('runs the adaptive exam in order without feedback, ends it early by the run-out-of-time rule, and keeps its history', async () => {
    const session = (await start({ mode: 'adaptive' })).json<NgnSession>();
    expect(session.limits).toEqual({ minItems: 85, maxItems: 150, timeLimitSeconds: 18_000 });
    expect(session.items).toHaveLength(1);
    let current = session;
    for (let step = 0; step < 4; step += 1) {
      const entry = current.items.find((candidate) => !(candidate.item.id in current.answers))!;
      const answered = await answer(current.id, entry.item.id, rightAnswer(keyed.get(entry.item.id)!));
      expect(answered.statusCode).toBe(200);
      const body = answered.json<NgnAnswerResult>();
      expect(body.result).toBeUndefined();
      expect(Object.values(body.session.answers).every((value) => value.result === undefined)).toBe(true);
      current = body.session;
    }
    expect(Object.keys(current.answers)).toHaveLength(4);

    const ended = (await app.inject({ method: 'POST', url: `/api/ngn/sessions/${current.id}/finish`, headers: { cookie } })).json<NgnSession>();
    expect(ended.status).toBe('finished');
    expect(ended.adaptive).toMatchObject({ outcome: 'fail', rule: 'run-out-of-time', passingStandard: 0 });
    expect(Object.values(ended.answers).every((value) => value.result !== undefined)).toBe(true);
    const results = (await app.inject({ method: 'GET', url: `/api/ngn/sessions/${current.id}/results`, headers: { cookie } })).json<NgnResults>();
    expect(results.trajectory!.length).toBeGreaterThanOrEqual(1);
    // Every item delivered and answered is reviewed with its key; nothing delivered after the end is kept.
    expect(Object.keys(results.review).sort()).toEqual(Object.keys(ended.answers).sort());

    const history = (await app.inject({ method: 'GET', url: '/api/ngn/sessions', headers: { cookie } })).json<{ sessions: { id: string; adaptive?: object }[] }>();
    expect(history.sessions.find((entry) => entry.id === current.id)).toMatchObject({ adaptive: { rule: 'run-out-of-time' } });
  });

  it('ends an adaptive exam past its time limit by the run-out-of-time rule', async () => {
    const session = (await start({ mode: 'adaptive' })).json<NgnSession>();
    clock.now = new Date(T0.getTime() + catRules.timeLimitSeconds * 1000 + 5000);
    try {
      const later = (await app.inject({ method: 'GET', url: `/api/ngn/sessions/${session.id}`, headers: { cookie } })).json<NgnSession>();
      expect(later).toMatchObject({ status: 'finished', adaptive: { outcome: 'fail', rule: 'run-out-of-time', scoredItems: 0 } });
      const late = await answer(session.id, session.items[0]!.item.id, rightAnswer(keyed.get(session.items[0]!.item.id)!));
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: 'Time is up: the exam has ended.' });
    } finally {
      clock.now = T0;
    }
  });

  it("never shows one student's session to another", async () => {
    const session = (await start({ mode: 'case-study', caseId: 'case-sepsis-pneumonia' })).json<NgnSession>();
    const other = (await signUpStudent(app)).cookie;
    const peek = await app.inject({ method: 'GET', url: `/api/ngn/sessions/${session.id}`, headers: { cookie: other } });
    expect(peek.statusCode).toBe(404);
  });
});
