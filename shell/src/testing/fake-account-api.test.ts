import { accountScenarios, runScenario } from '@nurseprep/contracts/scenarios';
import { fetchStep, installFakeApi, signedInUser } from '@nurseprep/shared-ui/testing';
import { fakeAccountHandlers } from './fake-account-api';

/**
 * The account handlers the shell's tests use give the answers the real server gives: the same scenarios run
 * against the server in the API's tests (api/test/contracts).
 */
describe('the account fake', () => {
  it.each(accountScenarios.map((scenario) => [scenario.title, scenario] as const))('%s', async (_title, scenario) => {
    installFakeApi(fakeAccountHandlers({ user: scenario.signedIn ? signedInUser : null }));
    expect(await runScenario(scenario, (current) => fetchStep(current))).toEqual([]);
  });
});
