import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { flashcardScenarios, runScenario, type ScenarioStep } from '@nurseprep/contracts/scenarios';
import { buildApp } from '../../src/app';
import { repositoryRoot } from '../../src/config';
import { databaseKinds, openTestDatabase, signUpStudent, testConfig, type TestDatabase } from '../helpers/test-app';

/** The path of a step's endpoint with its parameters filled in, and its query. */
function urlOf(current: ScenarioStep): string {
  const input = current.input as { params?: Record<string, string>; query?: Record<string, string> };
  const path = current.endpoint.slice(current.endpoint.indexOf(' ') + 1).replace(/:([A-Za-z]+)/g, (_match, key: string) => encodeURIComponent(input.params![key]!));
  const query = new URLSearchParams(input.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The flashcards scenarios against the real server: the front-end tests' fake must give these same answers
 * (mf-study's fake-flashcards-server test runs them on the fake).
 */
describe.each(databaseKinds)('flashcard scenarios on the real server (%s)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // The real decks: the scenarios name a deck and cards the fake's fixtures hold too.
    app = await buildApp({ config: testConfig({ FLASHCARDS_DIR: path.join(repositoryRoot, 'api', 'content', 'flashcards') }), database });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(flashcardScenarios.map((scenario) => [scenario.title, scenario] as const))('%s', async (_title, scenario) => {
    const cookie = scenario.signedIn ? (await signUpStudent(app)).cookie : undefined;
    const problems = await runScenario(scenario, async (current) => {
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
    expect(problems).toEqual([]);
  });
});
