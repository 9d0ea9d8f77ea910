import { contentScenarios, runScenario } from '@nurseprep/contracts/scenarios';
import { fetchStep, installFakeApi } from '@nurseprep/shared-ui/testing';
import { examApiHandlers } from './exam-api';

/**
 * The fake the exam page tests use gives the answers the real server gives: the same scenarios run against the
 * server in the API's tests (api/test/contracts).
 */
describe('the exam pages fake API', () => {
  it.each(contentScenarios.map((scenario) => [scenario.title, scenario] as const))('%s', async (_title, scenario) => {
    installFakeApi(examApiHandlers);
    expect(await runScenario(scenario, (current) => fetchStep(current))).toEqual([]);
  });
});
