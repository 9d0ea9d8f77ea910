import type { FastifyInstance } from 'fastify';
import { ngnScenarios, runScenario, withStartedNgnSession } from '@nurseprep/contracts/scenarios';
import { buildApp } from '../../src/app';
import { injectStep } from '../helpers/scenario-driver';
import { databaseKinds, openTestDatabase, signUpStudent, testConfig, type TestDatabase } from '../helpers/test-app';

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
    const headers: Record<string, string> = scenario.signedIn ? { cookie: (await signUpStudent(app)).cookie } : {};
    expect(await runScenario(scenario, withStartedNgnSession((current) => injectStep(app, current, headers)))).toEqual([]);
  });
});
