import { practiceTokenHeader, type PracticeBankSlug } from '@nurseprep/contracts';
import { createdAttempt, practiceScenarios, runPracticeScenario, type PracticeScenario, type PracticeStep } from '@nurseprep/contracts/scenarios';
import { endpointUrl } from '@nurseprep/shared-ui';
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
    let attemptId: string | null = null;
    let token: string | null = null;
    const problems = await runPracticeScenario(scenario, async (current: PracticeStep) => {
      const method = current.endpoint.slice(0, current.endpoint.indexOf(' '));
      const input = current.input as { params?: Record<string, string>; query?: object; body?: unknown };
      const params = input.params && attemptId && input.params.id === createdAttempt ? { ...input.params, id: attemptId } : input.params;
      const headers: Record<string, string> = {};
      if (input.body !== undefined) headers['Content-Type'] = 'application/json';
      if (token && !current.withoutToken) headers[practiceTokenHeader] = token;
      const response = await fetch(endpointUrl(current.endpoint, { ...input, params }), {
        method,
        credentials: 'include',
        headers,
        ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
      });
      const text = await response.text();
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      if (current.endpoint === 'POST /api/practice/attempts' && response.status === 201) {
        const created = body as { attempt: { id: string }; token?: string };
        attemptId = created.attempt.id;
        token = created.token ?? null;
      }
      return { status: response.status, body };
    });
    expect(problems).toEqual([]);
  });
});
