import type { FastifyInstance } from 'fastify';
import { ngnScenarios, runScenario, withStartedNgnSession, type ScenarioStep } from '@nurseprep/contracts/scenarios';
import { buildApp } from '../../src/app';
import { databaseKinds, openTestDatabase, signUpStudent, testConfig, type TestDatabase } from '../helpers/test-app';

/** The path of a step's endpoint with its parameters filled in, and its query. */
function urlOf(current: ScenarioStep): string {
  const input = current.input as { params?: Record<string, string>; query?: Record<string, string> };
  const path = current.endpoint.slice(current.endpoint.indexOf(' ') + 1).replace(/:([A-Za-z]+)/g, (_match, key: string) => encodeURIComponent(input.params![key]!));
  const query = new URLSearchParams(input.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The NGN scenarios against the real server with the NGN test fixtures: the front-end tests' fake must give
 * these same answers (mf-study's fake-ngn-server test runs them on the fake).
 */
describe.each(databaseKinds)('NGN scenarios on the real server (%s)', (kind) => {
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

  it.each(ngnScenarios.map((scenario) => [scenario.title, scenario] as const))('%s', async (_title, scenario) => {
    const cookie = scenario.signedIn ? (await signUpStudent(app)).cookie : undefined;
    const send = withStartedNgnSession(async (current) => {
      const method = current.endpoint.slice(0, current.endpoint.indexOf(' ')) as 'GET' | 'POST' | 'PUT';
      const body = (current.input as { body?: unknown }).body;
      const response = await app.inject({
        method,
        url: urlOf(current),
        headers: cookie ? { cookie } : {},
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
      return { status: response.statusCode, body: response.body ? (response.json() as unknown) : undefined };
    });
    expect(await runScenario(scenario, send)).toEqual([]);
  });
});
