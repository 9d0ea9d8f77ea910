import { leadFormScenarios, runScenario } from '@nurseprep/contracts/scenarios';
import { fetchStep } from '@nurseprep/shared-ui/testing';
import { installMarketingApi } from './marketing-api';

/**
 * The fake the marketing page tests use gives the answers the real server gives: the same scenarios run against
 * the server in the API's tests (api/test/contracts).
 */
describe('the marketing fake', () => {
  it.each(leadFormScenarios.map((scenario) => [scenario.title, scenario] as const))('%s', async (_title, scenario) => {
    installMarketingApi();
    expect(await runScenario(scenario, (current) => fetchStep(current))).toEqual([]);
  });
});
