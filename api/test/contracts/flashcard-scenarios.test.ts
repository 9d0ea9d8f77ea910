import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { flashcardScenarios, runScenario } from '@nurseprep/contracts/scenarios';
import { buildApp } from '../../src/app';
import { repositoryRoot } from '../../src/config';
import { injectStep } from '../helpers/scenario-driver';
import { databaseKinds, openTestDatabase, signUpStudent, testConfig, type TestDatabase } from '../helpers/test-app';

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
    const headers: Record<string, string> = scenario.signedIn ? { cookie: (await signUpStudent(app)).cookie } : {};
    expect(await runScenario(scenario, (current) => injectStep(app, current, headers))).toEqual([]);
  });
});
