import type { FastifyInstance } from 'fastify';
import { practiceScenarios, runPracticeScenario, withCreatedAttempt } from '@nurseprep/contracts/scenarios';
import { buildApp } from '../../src/app';
import { injectStep } from '../helpers/scenario-driver';
import { databaseKinds, openTestDatabase, signUpStudent, testConfig, type TestDatabase } from '../helpers/test-app';

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
    const session: Record<string, string> = scenario.signedIn ? { cookie: (await signUpStudent(app)).cookie } : {};
    const send = withCreatedAttempt((current, headers) => injectStep(app, current, { ...session, ...headers }));
    expect(await runPracticeScenario(scenario, send)).toEqual([]);
  });
});
