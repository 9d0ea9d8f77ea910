import { flashcardScenarios, runScenario } from '@nurseprep/contracts/scenarios';
import { fetchStep } from '@nurseprep/shared-ui/testing';
import { installFakeFlashcardsServer } from './fake-flashcards-server';

/**
 * The fake the flashcard and planner page tests use gives the answers the real server gives: the same
 * scenarios run against the server in the API's tests (api/test/contracts).
 */
describe('the flashcards fake', () => {
  it.each(flashcardScenarios.map((scenario) => [scenario.title, scenario] as const))('%s', async (_title, scenario) => {
    installFakeFlashcardsServer({ signedIn: scenario.signedIn });
    expect(await runScenario(scenario, (current) => fetchStep(current))).toEqual([]);
  });
});
