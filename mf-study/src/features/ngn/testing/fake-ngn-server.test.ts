import { ngnScenarios, runScenario, withStartedNgnSession } from '@nurseprep/contracts/scenarios';
import { fetchStep } from '@nurseprep/shared-ui/testing';
import { installFakeNgnServer } from './fake-ngn-server';

/**
 * The fake the NGN page tests use gives the answers the real server gives: the same scenarios run against the
 * server in the API's tests (api/test/contracts).
 */
describe('the NGN fake', () => {
  it.each(ngnScenarios.map((scenario) => [scenario.title, scenario] as const))('%s', async (_title, scenario) => {
    installFakeNgnServer({ signedIn: scenario.signedIn });
    expect(await runScenario(scenario, withStartedNgnSession((current) => fetchStep(current)))).toEqual([]);
  });
});
