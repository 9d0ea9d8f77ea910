import type { FastifyInstance } from 'fastify';
import type { Scenario, ScenarioStep } from '@nurseprep/contracts/scenarios';
import { buildApp } from '../../src/app';
import { databaseKinds, openTestDatabase, signUpStudent, testConfig, type TestDatabase } from './test-app';

/** The path of a step's endpoint with its parameters filled in (each encoded), and its query. */
export function stepUrl(current: ScenarioStep): string {
  const input = current.input as { params?: Record<string, string>; query?: Record<string, string | number> };
  const path = current.endpoint
    .slice(current.endpoint.indexOf(' ') + 1)
    .replace(/:([A-Za-z]+)/g, (_match, key: string) => encodeURIComponent(String(input.params?.[key])));
  const query = new URLSearchParams(Object.entries(input.query ?? {}).map(([key, value]) => [key, String(value)])).toString();
  return query ? `${path}?${query}` : path;
}

/** Sends a scenario step to the real server through `app.inject`, with `headers` (a session cookie, a token). */
export async function injectStep(app: FastifyInstance, current: ScenarioStep, headers: Record<string, string> = {}) {
  const body = (current.input as { body?: unknown }).body;
  const response = await app.inject({
    method: current.endpoint.slice(0, current.endpoint.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: stepUrl(current),
    headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.body ? (response.json() as unknown) : undefined };
}

/**
 * A file's scenarios against the real server, on PGlite and on PostgreSQL: one app per database kind (built with
 * `environment` on top of the test configuration), a new student's session for each scenario that is signed in,
 * and `run` given a sender that adds it to each step's own headers. Every scenario must come back without a
 * difference.
 */
export function describeScenarios<Kind extends Scenario>(
  title: string,
  scenarios: readonly Kind[],
  run: (scenario: Kind, send: (current: ScenarioStep, headers?: Record<string, string>) => ReturnType<typeof injectStep>) => Promise<string[]>,
  environment: Record<string, string> = {},
) {
  describe.each(databaseKinds)(`${title} (%s)`, (kind) => {
    let database: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      app = await buildApp({ config: testConfig(environment), database });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it.each(scenarios.map((scenario) => [scenario.title, scenario] as const))('%s', async (_title, scenario) => {
      const session: Record<string, string> = scenario.signedIn ? { cookie: (await signUpStudent(app)).cookie } : {};
      expect(await run(scenario, (current, headers = {}) => injectStep(app, current, { ...session, ...headers }))).toEqual([]);
    });
  });
}
