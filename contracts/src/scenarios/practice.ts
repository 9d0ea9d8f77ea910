import { authMessages } from '../auth';
import { practiceTokenHeader } from '../practice-banks';
import { practiceMessages } from '../practice-results';
import { runScenario, step, type Scenario, type ScenarioDriver, type ScenarioStep } from './scenario';

/**
 * Stands for the id of the attempt the scenario created last: a driver puts that id in its place (the server
 * picks ids at random, so a scenario cannot name them).
 */
export const createdAttempt = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
/** An id no attempt has. */
export const unknownAttempt = '11111111-1111-4111-8111-111111111111';

/** A step of a practice scenario: what a driver must do beyond the input, and what the answer must not hold. */
export type PracticeStep = ScenarioStep & {
  /** A visitor's request sent without the token of the attempt the scenario created (a driver sends it otherwise). */
  withoutToken?: true;
  /** Dotted paths the answer's body must not have (e.g. a level the results must not show). */
  absent?: readonly string[];
};

export interface PracticeScenario extends Scenario {
  steps: readonly PracticeStep[];
}

/** Sends a step with extra headers (the visitor's practice token) and gives back the answer. */
export type HeaderDriver = (current: ScenarioStep, headers: Record<string, string>) => ReturnType<ScenarioDriver>;

/**
 * A driver that keeps the attempt the scenario created last: its id replaces `createdAttempt` in a step's path,
 * and a visitor's token for it goes with every later step (unless the step is sent `withoutToken`).
 */
export function withCreatedAttempt(send: HeaderDriver): ScenarioDriver {
  let attemptId: string | null = null;
  let token: string | null = null;
  return async (current) => {
    const input = current.input as { params?: Record<string, string> };
    const named = input.params?.id === createdAttempt && attemptId ? { ...current, input: { ...input, params: { ...input.params, id: attemptId } } } : current;
    const headers: Record<string, string> = token && !(current as PracticeStep).withoutToken ? { [practiceTokenHeader]: token } : {};
    const answer = await send(named as ScenarioStep, headers);
    if (current.endpoint === 'POST /api/practice/attempts' && answer.status === 201) {
      const created = answer.body as { attempt: { id: string }; token?: string };
      attemptId = created.attempt.id;
      token = created.token ?? null;
    }
    return answer;
  };
}

function withoutToken(current: ScenarioStep): PracticeStep {
  return { ...current, withoutToken: true };
}

function without(current: ScenarioStep, ...absent: string[]): PracticeStep {
  return { ...current, absent };
}

const notFound = { message: practiceMessages.notFound };
const id = { id: createdAttempt };
const choice = (...selected: string[]) => ({ kind: 'choice' as const, selected });

/**
 * The practice endpoints as a visitor and a student meet them. They ask for every question of one category
 * (so the server's random pick holds them all) of the banks both the API's test fixtures
 * (api/test/fixtures/questions) and the fake's scenario questions hold: the TEAS English and the HESI A2
 * Vocabulary questions, four each, whose keys are b, a, c, d and a, b, c, d.
 */
export const practiceScenarios: readonly PracticeScenario[] = [
  {
    title: "a visitor's section quiz opens with its token only, has no next section and reads its level from the score",
    signedIn: false,
    steps: [
      step('POST /api/practice/attempts', { body: { bank: 'teas', mode: 'section-quiz', section: 'english', count: 4 } }, 201, {
        attempt: { bank: 'teas', mode: 'section-quiz', status: 'in-progress', currentSection: 0, submittedAt: null },
      }),
      step('GET /api/practice/attempts/:id', { params: id }, 200, { attempt: { mode: 'section-quiz', status: 'in-progress' } }),
      withoutToken(step('GET /api/practice/attempts/:id', { params: id }, 404, notFound)),
      withoutToken(step('POST /api/practice/attempts/:id/submit', { params: id }, 404, notFound)),
      step('PUT /api/practice/attempts/:id/responses/:questionId', { params: { ...id, questionId: 'teas-english-001' }, body: { response: choice('b') } }, 200, {
        saved: true,
      }),
      step('PUT /api/practice/attempts/:id/responses/:questionId', { params: { ...id, questionId: 'teas-english-002' }, body: { response: choice('a') } }, 200, {
        saved: true,
      }),
      step('GET /api/practice/attempts/:id/results', { params: id }, 404, { message: practiceMessages.resultsNotReady }),
      step('POST /api/practice/attempts/:id/sections/next', { params: id }, 409, { message: practiceMessages.noNextSection }),
      step('POST /api/practice/attempts/:id/submit', { params: id }, 200, {
        results: {
          bank: 'teas',
          mode: 'section-quiz',
          score: { correct: 2, total: 4, percent: 50 },
          byCategory: [{ category: 'english', label: 'English and Language Usage', correct: 2, total: 4, percent: 50 }],
          level: { name: 'Basic', range: '41.3%-58.0%' },
          interpretation: "At 50%, a real TEAS score would fall in ATI's Basic academic preparedness level (41.3%-58.0%); your school sets its own cut score.",
          weakest: [{ category: 'english', percent: 50 }],
        },
      }),
      step('GET /api/practice/attempts/:id/results', { params: id }, 200, { results: { score: { percent: 50 }, level: { name: 'Basic', range: '41.3%-58.0%' } } }),
      step('PUT /api/practice/attempts/:id/responses/:questionId', { params: { ...id, questionId: 'teas-english-003' }, body: { response: choice('c') } }, 409, {
        message: practiceMessages.submitted,
      }),
      step('GET /api/practice/attempts/:id', { params: id }, 200, {
        attempt: { status: 'submitted', sections: [{ category: 'english', label: 'English and Language Usage', closed: true }] },
      }),
    ],
  },
  {
    title: 'a timed set has no TEAS level (TEAS has no timed set: only its section quiz and full simulation read one)',
    signedIn: false,
    steps: [
      step('POST /api/practice/attempts', { body: { bank: 'hesi', mode: 'timed-set', categories: ['vocabulary'], count: 4 } }, 201, {
        attempt: { bank: 'hesi', mode: 'timed-set', status: 'in-progress', sections: [{ category: 'vocabulary', label: 'HESI A2 timed set', closed: false }] },
      }),
      step('PUT /api/practice/attempts/:id/responses/:questionId', { params: { ...id, questionId: 'hesi-vocabulary-001' }, body: { response: choice('a') } }, 200, {
        saved: true,
      }),
      without(step('POST /api/practice/attempts/:id/submit', { params: id }, 200, { results: { mode: 'timed-set', score: { correct: 1, total: 4, percent: 25 } } }), 'results.level'),
      step('POST /api/practice/attempts', { body: { bank: 'teas', mode: 'timed-set', count: 4 } }, 400, { message: 'ATI TEAS 7 has no timed-set mode' }),
    ],
  },
  {
    title: "a student's practice set grades each answer at once, and progress counts its questions",
    signedIn: true,
    steps: [
      step('POST /api/practice/attempts', { body: { bank: 'teas', mode: 'practice', categories: ['english'], count: 4 } }, 201, {
        attempt: { bank: 'teas', mode: 'practice', status: 'in-progress', sections: [{ category: 'english', label: 'ATI TEAS 7 practice', closed: false }] },
      }),
      step('PUT /api/practice/attempts/:id/responses/:questionId', { params: { ...id, questionId: 'teas-english-001' }, body: { response: choice('b') } }, 200, {
        result: { correct: true, score: 1, earned: 1, possible: 1, key: ['b'] },
      }),
      step('PUT /api/practice/attempts/:id/responses/:questionId', { params: { ...id, questionId: 'teas-english-001' }, body: { response: choice('a') } }, 409, {
        message: practiceMessages.alreadyAnswered,
      }),
      step('PUT /api/practice/attempts/:id/responses/:questionId', { params: { ...id, questionId: 'teas-english-002' }, body: { flagged: true } }, 200, { saved: true }),
      step('PUT /api/practice/attempts/:id/responses/:questionId', { params: { ...id, questionId: 'teas-english-002' }, body: { response: { kind: 'matrix', rows: { r1: 'a' } } } }, 400, {
        message: "This question takes a 'choice' response",
      }),
      step('PUT /api/practice/attempts/:id/responses/:questionId', { params: { ...id, questionId: 'teas-science-001' }, body: { flagged: true } }, 404, {
        message: practiceMessages.questionNotFound,
      }),
      without(
        step('POST /api/practice/attempts/:id/submit', { params: id }, 200, {
          results: {
            mode: 'practice',
            score: { correct: 1, total: 4, percent: 25 },
            interpretation:
              "Schools set their own TEAS cut scores (many ask for ATI's Proficient level, 58.7%, or higher); this untimed practice shows what to study, not your TEAS score.",
          },
        }),
        'results.level',
      ),
      step('GET /api/practice/progress', {}, 200, {
        banks: [{ bank: 'teas', label: 'ATI TEAS 7', attempts: 1, questions: 4, categories: [{ category: 'english', label: 'English and Language Usage' }] }],
        totals: { attempts: 1, submitted: 1, questions: 4, percent: 25 },
      }),
      step('GET /api/practice/attempts', { query: { limit: 5 } }, 200, {
        attempts: [{ bank: 'teas', mode: 'practice', status: 'submitted', score: { correct: 1, total: 4, percent: 25 } }],
      }),
    ],
  },
  {
    title: 'an unknown attempt is not found, bad input is refused with 400 and a visitor has no history',
    signedIn: false,
    steps: [
      step('GET /api/practice/attempts/:id', { params: { id: unknownAttempt } }, 404, notFound),
      step('POST /api/practice/attempts/:id/submit', { params: { id: unknownAttempt } }, 404, notFound),
      step('GET /api/practice/attempts/:id/results', { params: { id: unknownAttempt } }, 404, notFound),
      step('GET /api/practice/attempts/:id', { params: { id: 'not-an-id' } }, 400, { message: 'Attempt id must be a UUID' }),
      step('POST /api/practice/attempts', { body: { bank: 'teas', mode: 'practice', count: 0 } }, 400, {
        message: 'Ask for at least 1 question',
        fieldErrors: { count: ['Ask for at least 1 question'] },
      }),
      step('POST /api/practice/attempts', { body: { bank: 'teas', mode: 'practice', categories: ['cardiology'] } }, 400, { message: 'Unknown category: cardiology' }),
      step('GET /api/practice/attempts', { query: { limit: 5 } }, 401, { message: authMessages.notSignedIn }),
      step('GET /api/practice/progress', {}, 401, { message: authMessages.notSignedIn }),
    ],
  },
];

/** The value at a dotted path of a body (undefined when any part is missing). */
function valueAt(body: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined), body);
}

/**
 * Runs a practice scenario as `runScenario` does, and also lists the answers that hold a path their step says
 * must be absent. The driver fills in `createdAttempt` and sends a visitor's token (see PracticeStep).
 */
export async function runPracticeScenario(scenario: PracticeScenario, send: ScenarioDriver): Promise<string[]> {
  const extra: string[] = [];
  const problems = await runScenario(scenario, async (current) => {
    const answer = await send(current);
    const index = scenario.steps.indexOf(current);
    for (const path of (current as PracticeStep).absent ?? []) {
      const value = valueAt(answer.body, path);
      if (value !== undefined) extra.push(`step ${index + 1} (${current.endpoint}): body.${path} should be absent, got ${JSON.stringify(value)}`);
    }
    return answer;
  });
  return [...problems, ...extra];
}
