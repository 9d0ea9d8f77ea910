import type { PracticeBankSlug } from '@nurseprep/contracts';
import { practiceScenarios, runPracticeScenario, withCreatedAttempt, type PracticeScenario } from '@nurseprep/contracts/scenarios';
import { fetchStep } from '@nurseprep/shared-ui/testing';
import { installFakePracticeServer, type FixtureQuestion } from './fake-practice-server';

/** Four single-answer questions of a category with the keys the API's test fixtures give them. */
function fixtureCategory(bank: PracticeBankSlug, category: string, keys: string[]): FixtureQuestion[] {
  return keys.map((key, index) => ({
    id: `${bank}-${category}-00${index + 1}`,
    bank,
    type: 'single',
    category,
    subcategory: 'Fixture',
    difficulty: 'easy',
    stem: `Question ${index + 1} of ${category}`,
    options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Option ${id}` })),
    answer: [key],
    rationale: { explanation: `The answer is ${key}.`, options: { a: 'a', b: 'b', c: 'c', d: 'd' } },
    source: 'Fixture for the scenarios',
  }));
}

/** The questions the scenarios name, as the API's test fixtures hold them (ids, options and keys). */
const scenarioQuestions = [...fixtureCategory('teas', 'english', ['b', 'a', 'c', 'd']), ...fixtureCategory('hesi', 'vocabulary', ['a', 'b', 'c', 'd'])];

/** The bank a scenario starts its attempts in: the fake gives an attempt its questions in order, whatever the bank. */
function questionsOf(scenario: PracticeScenario): FixtureQuestion[] {
  const started = scenario.steps.find((current) => current.endpoint === 'POST /api/practice/attempts' && current.status === 201);
  const bank = (started?.input as { body?: { bank?: string } } | undefined)?.body?.bank;
  return scenarioQuestions.filter((question) => question.bank === bank);
}

/**
 * The fake the practice page tests use gives the answers the real server gives: the same scenarios run against
 * the server in the API's tests (api/test/contracts).
 */
describe('the practice fake', () => {
  it.each(practiceScenarios.map((scenario) => [scenario.title, scenario] as const))('%s', async (_title, scenario) => {
    installFakePracticeServer({ signedIn: scenario.signedIn, questions: questionsOf(scenario) });
    expect(await runPracticeScenario(scenario, withCreatedAttempt((current, headers) => fetchStep(current, headers)))).toEqual([]);
  });
});
