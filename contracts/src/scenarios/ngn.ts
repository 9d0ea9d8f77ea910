import { authMessages } from '../auth';
import { ngnMessages } from '../ngn';
import { clinicalJudgmentStepLabels } from '../ngn-content';
import { practiceCategoryLabel } from '../practice-banks';
import { step, type Scenario, type ScenarioDriver, type ScenarioStep } from './scenario';

const notSignedIn = { message: authMessages.notSignedIn };

/** Stands for the id of the session the scenario started last: `withStartedNgnSession` puts the id in its place. */
export const startedNgnSession = 'started-session';

/** A session id no account holds. */
const unknownSession = '00000000-0000-4000-8000-000000000000';

/**
 * A driver that remembers the id of the last session a scenario started (a 201 of POST /api/ngn/sessions) and
 * sends it wherever a step names `startedNgnSession` as the session.
 */
export function withStartedNgnSession(send: ScenarioDriver): ScenarioDriver {
  let started: string | undefined;
  return async (current) => {
    const input = current.input as { params?: Record<string, string> };
    const id = input.params?.id === startedNgnSession ? started : undefined;
    const named: unknown = { ...input, params: { ...input.params, id } };
    const answer = await send(id === undefined ? current : { ...current, input: named as ScenarioStep['input'] });
    if (current.endpoint === 'POST /api/ngn/sessions' && answer.status === 201) started = (answer.body as { id: string }).id;
    return answer;
  };
}

const trendItem = 'ngn-fixture-safety-02';
const firstCaseItem = 'ngn-sepsis-pneumonia-1';
const select = (...selected: string[]) => ({ kind: 'select' as const, selected });

/**
 * The NGN endpoints as a visitor and a student meet them. They name only what both the API tests' NGN fixtures
 * and the fake's copy of them hold: the sepsis case study (its first item) and the stand-alone trend item, the
 * only one of its kind, so a set of trend items is the same on both. The adaptive exam is left to the API's
 * own tests: the fake does not run it.
 */
export const ngnScenarios: readonly Scenario[] = [
  {
    title: 'anyone reads the catalogue; a visitor is asked to sign in for sessions',
    signedIn: false,
    steps: [
      step('GET /api/ngn/catalog', {}, 200, {
        caseStudies: [{ id: 'case-sepsis-pneumonia', title: 'Sepsis from community-acquired pneumonia in an older adult', category: 'physiological-adaptation' }],
        standalone: { items: 3, bowtie: 1, trend: 1 },
      }),
      step('POST /api/ngn/sessions', { body: { mode: 'case-study', caseId: 'case-sepsis-pneumonia' } }, 401, notSignedIn),
      step('GET /api/ngn/sessions', {}, 401, notSignedIn),
      step('GET /api/ngn/sessions/:id', { params: { id: unknownSession } }, 401, notSignedIn),
      step('PUT /api/ngn/sessions/:id/answers/:itemId', { params: { id: unknownSession, itemId: trendItem }, body: { response: select('a') } }, 401, notSignedIn),
      step('POST /api/ngn/sessions/:id/finish', { params: { id: unknownSession } }, 401, notSignedIn),
      step('GET /api/ngn/sessions/:id/results', { params: { id: unknownSession } }, 401, notSignedIn),
    ],
  },
  {
    title: "a student's set of trend items is answered once, graded +/-, and then has ended with its results",
    signedIn: true,
    steps: [
      step('POST /api/ngn/sessions', { body: { mode: 'item-set', kind: 'trend' } }, 201, {
        mode: 'item-set',
        title: 'Trend items',
        status: 'in-progress',
        total: 1,
        answers: {},
        items: [{ position: 0, item: { id: trendItem, type: 'select-all' }, category: 'safety-infection-control', step: 'recognize-cues', trend: true }],
      }),
      step('GET /api/ngn/sessions/:id', { params: { id: startedNgnSession } }, 200, { status: 'in-progress', items: [{ item: { id: trendItem } }] }),
      step('GET /api/ngn/sessions/:id/results', { params: { id: startedNgnSession } }, 409, { message: ngnMessages.notFinished }),
      step('PUT /api/ngn/sessions/:id/answers/:itemId', { params: { id: startedNgnSession, itemId: trendItem }, body: { response: select('a', 'b', 'd') } }, 200, {
        result: {
          rule: 'plus-minus',
          earned: 1,
          possible: 3,
          parts: [
            { id: 'a', chosen: ['a'], key: ['a'], points: 1 },
            { id: 'b', chosen: ['b'], key: ['b'], points: 1 },
            { id: 'c', chosen: [], key: ['c'], points: 0 },
            { id: 'd', chosen: ['d'], key: [], points: -1 },
            { id: 'e', chosen: [], key: [], points: 0 },
          ],
        },
        session: { status: 'finished', answers: { [trendItem]: { response: select('a', 'b', 'd'), result: { earned: 1 } } } },
      }),
      step('PUT /api/ngn/sessions/:id/answers/:itemId', { params: { id: startedNgnSession, itemId: trendItem }, body: { response: select('a') } }, 409, {
        message: ngnMessages.finished,
      }),
      step('GET /api/ngn/sessions/:id/results', { params: { id: startedNgnSession } }, 200, {
        earned: 1,
        possible: 3,
        byCategory: [{ key: 'safety-infection-control', label: practiceCategoryLabel('nclex', 'safety-infection-control'), earned: 1, possible: 3, items: 1 }],
        byStep: [{ key: 'recognize-cues', label: clinicalJudgmentStepLabels['recognize-cues'], earned: 1, possible: 3, items: 1 }],
      }),
      step('GET /api/ngn/sessions', {}, 200, { sessions: [{ mode: 'item-set', title: 'Trend items', status: 'finished', earned: 1, possible: 3 }] }),
    ],
  },
  {
    title: 'a student answers the first item of a case study; answers that do not fit and items not in it are refused',
    signedIn: true,
    steps: [
      step('POST /api/ngn/sessions', { body: { mode: 'case-study', caseId: 'case-sepsis-pneumonia' } }, 201, {
        mode: 'case-study',
        title: 'Sepsis from community-acquired pneumonia in an older adult',
        status: 'in-progress',
        answers: {},
      }),
      step('GET /api/ngn/sessions/:id', { params: { id: startedNgnSession } }, 200, { mode: 'case-study', status: 'in-progress' }),
      step('PUT /api/ngn/sessions/:id/answers/:itemId', { params: { id: startedNgnSession, itemId: firstCaseItem }, body: { response: { kind: 'match', choices: {} } } }, 400, {
        message: "This item takes a 'select' response",
        fieldErrors: { response: ["This item takes a 'select' response"] },
      }),
      step('PUT /api/ngn/sessions/:id/answers/:itemId', { params: { id: startedNgnSession, itemId: firstCaseItem }, body: { response: select('a', 'z') } }, 400, {
        message: 'Unknown option: z',
      }),
      step('PUT /api/ngn/sessions/:id/answers/:itemId', { params: { id: startedNgnSession, itemId: 'ngn-not-here' }, body: { response: select('a') } }, 404, {
        message: ngnMessages.notInSession,
      }),
      step('PUT /api/ngn/sessions/:id/answers/:itemId', { params: { id: startedNgnSession, itemId: firstCaseItem }, body: { response: select('a', 'b', 'c') } }, 200, {
        result: { rule: 'plus-minus', earned: 1, possible: 6 },
        session: { status: 'in-progress', answers: { [firstCaseItem]: { response: select('a', 'b', 'c') } } },
      }),
      step('PUT /api/ngn/sessions/:id/answers/:itemId', { params: { id: startedNgnSession, itemId: firstCaseItem }, body: { response: select('a') } }, 409, {
        message: ngnMessages.alreadyAnswered,
      }),
      step('POST /api/ngn/sessions/:id/finish', { params: { id: startedNgnSession } }, 200, { status: 'finished' }),
      step('GET /api/ngn/sessions/:id/results', { params: { id: startedNgnSession } }, 200, { earned: 1, session: { status: 'finished' } }),
    ],
  },
  {
    title: 'a student asking for a case study, items or a session that do not exist is refused',
    signedIn: true,
    steps: [
      step('POST /api/ngn/sessions', { body: { mode: 'case-study', caseId: 'no-such-case' } }, 404, { message: ngnMessages.caseNotFound }),
      step('POST /api/ngn/sessions', { body: { mode: 'item-set', kind: 'bowtie', categories: ['psychosocial-integrity'] } }, 400, { message: ngnMessages.noItems }),
      step('POST /api/ngn/sessions', { body: { mode: 'item-set', count: 31 } }, 400, { fieldErrors: { count: ['Ask for at most 30 items'] } }),
      step('GET /api/ngn/sessions/:id', { params: { id: unknownSession } }, 404, { message: ngnMessages.notFound }),
      step('GET /api/ngn/sessions/:id', { params: { id: 'not-a-uuid' } }, 400, { fieldErrors: { id: ['Session id must be a UUID'] } }),
      step('POST /api/ngn/sessions/:id/finish', { params: { id: unknownSession } }, 404, { message: ngnMessages.notFound }),
      step('GET /api/ngn/sessions', {}, 200, { sessions: [] }),
    ],
  },
];
