import type { FastifyInstance } from 'fastify';
import { practiceTokenHeader } from '@nurseprep/contracts';
import { createdAttempt, practiceScenarios, runPracticeScenario, type PracticeStep } from '@nurseprep/contracts/scenarios';
import { buildApp } from '../../src/app';
import { databaseKinds, openTestDatabase, signUpStudent, testConfig, type TestDatabase } from '../helpers/test-app';

/** The path of a step's endpoint with its parameters filled in (`createdAttempt` by the id given), and its query. */
function urlOf(current: PracticeStep, attemptId: string | null): string {
  const input = current.input as { params?: Record<string, string>; query?: Record<string, string | number> };
  const path = current.endpoint.slice(current.endpoint.indexOf(' ') + 1).replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = input.params![key]!;
    return encodeURIComponent(value === createdAttempt && attemptId ? attemptId : value);
  });
  const query = new URLSearchParams(Object.entries(input.query ?? {}).map(([key, value]) => [key, String(value)])).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The practice scenarios against the real server, with the test fixtures' questions (the scenarios name
 * questions both they and the fake's scenario questions hold): the front-end tests' fake must give these same
 * answers (mf-study's fake-practice-server test runs them on the fake).
 */
describe.each(databaseKinds)('practice scenarios on the real server (%s)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config: testConfig(), database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(practiceScenarios.map((scenario) => [scenario.title, scenario] as const))('%s', async (_title, scenario) => {
    const cookie = scenario.signedIn ? (await signUpStudent(app)).cookie : undefined;
    // The attempt the scenario created last, and a visitor's token for it.
    let attemptId: string | null = null;
    let token: string | null = null;
    const problems = await runPracticeScenario(scenario, async (current: PracticeStep) => {
      const method = current.endpoint.slice(0, current.endpoint.indexOf(' ')) as 'GET' | 'POST' | 'PUT';
      const body = (current.input as { body?: unknown }).body;
      const headers: Record<string, string> = {};
      if (cookie) headers.cookie = cookie;
      if (token && !current.withoutToken) headers[practiceTokenHeader] = token;
      const response = await app.inject({
        method,
        url: urlOf(current, attemptId),
        headers,
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      const answer = response.body ? (response.json() as unknown) : undefined;
      if (current.endpoint === 'POST /api/practice/attempts' && response.statusCode === 201) {
        const created = answer as { attempt: { id: string }; token?: string };
        attemptId = created.attempt.id;
        token = created.token ?? null;
      }
      return { status: response.statusCode, body: answer };
    });
    expect(problems).toEqual([]);
  });
});
