import { installFakeApi, signedInUser } from '@nurseprep/shared-ui/testing';
import { authMessages } from '@nurseprep/contracts';
import { ngnMessages, type CreateNgnSession, type DeliveredNgnItem, type NgnItemResult, type NgnResults, type NgnSession } from '@nurseprep/contracts/ngn';
import {
  clinicalJudgmentStepLabels,
  clinicalJudgmentSteps,
  highlightParts,
  ngnCategories,
  ngnScoringRules,
  type NgnCategory,
  type NgnResponse,
} from '@nurseprep/contracts/ngn-content';
import { practiceCategoryLabel } from '@nurseprep/contracts/practice-banks';

/** An item of the fake's bank: as the browser gets it, with the key of a select item and the rationale. */
export interface FakeNgnItem extends Omit<DeliveredNgnItem, 'position' | 'caseStudy'> {
  /** The ids a full-credit answer selects. */
  key: readonly string[];
  rationale: NgnItemResult['rationale'];
}

export interface FakeNgnCaseStudy {
  id: string;
  title: string;
  category: NgnCategory;
  scenario: string;
  /** Served in this order (every item takes the case's category). */
  items: readonly FakeNgnItem[];
}

const sepsisNotes: DeliveredNgnItem['chart'][number] = {
  title: "Nurses' Notes",
  kind: 'notes',
  entries: [{ time: '0935', text: 'Daughter reports the client has been confused since waking this morning. Respirations 26/min and shallow, SpO2 89% on room air.' }],
};

/**
 * The API tests' NGN fixtures as the fake holds them: the same ids, types, categories and keys, shorter texts.
 * The case study keeps two of its six items (those of select types, the only ones the fake grades).
 */
export const fixtureCaseStudy: FakeNgnCaseStudy = {
  id: 'case-sepsis-pneumonia',
  title: 'Sepsis from community-acquired pneumonia in an older adult',
  category: 'physiological-adaptation',
  scenario: 'The nurse is caring for a 78-year-old client who has been brought to the emergency department by a family member.',
  items: [
    {
      item: {
        id: 'ngn-sepsis-pneumonia-1',
        type: 'highlight-text',
        topic: 'Sepsis: early recognition in an older adult',
        stem: 'The nurse reviews the triage note. Highlight the findings that require immediate follow-up.',
        text:
          'Daughter reports the client [[a|has been confused since waking this morning]]. Client [[b|follows simple commands]] and is oriented to person only. ' +
          '[[c|Respirations 26/min and shallow]], [[d|SpO2 89% on room air]]; [[e|crackles over the right lower lobe]]. [[f|Pupils equal and reactive to light]]. ' +
          '[[g|Capillary refill 4 seconds]]. Reports [[h|chronic right knee pain rated 3 on a 0-10 scale]]. [[i|Bowel sounds active in all four quadrants]]. ' +
          'Daughter states the client [[j|received an influenza vaccine in October]]. [[k|Last voided at 0500, a small amount of dark amber urine]].',
      },
      category: 'physiological-adaptation',
      step: 'recognize-cues',
      trend: false,
      chart: [sepsisNotes],
      key: ['a', 'c', 'd', 'e', 'g', 'k'],
      rationale: { explanation: 'New confusion, fast shallow breathing, hypoxemia, slow capillary refill and scant dark urine point to sepsis.', parts: {} },
    },
    {
      item: {
        id: 'ngn-sepsis-pneumonia-4',
        type: 'select-all',
        topic: 'Sepsis: the hour-1 bundle',
        stem: 'The provider confirms sepsis from community-acquired pneumonia. Which actions should the nurse anticipate as part of the hour-1 bundle? Select all that apply.',
        options: [
          { id: 'a', text: 'Hold antibiotics until blood culture results identify the organism' },
          { id: 'b', text: 'Obtain two sets of blood cultures before the first antibiotic dose' },
          { id: 'c', text: "Limit IV fluids to 500 mL in total because of the client's age" },
          { id: 'd', text: 'Begin broad-spectrum IV antibiotics within 1 hour of recognition' },
          { id: 'e', text: 'Give acetaminophen and wait 1 hour to see whether the BP improves' },
          { id: 'f', text: 'Begin rapid infusion of 30 mL/kg of IV crystalloid' },
          { id: 'g', text: 'Delay any vasopressor until a central venous catheter is placed' },
          { id: 'h', text: 'Remeasure the lactate because the first value was above 2 mmol/L' },
          { id: 'i', text: 'Aim for a mean arterial pressure of 85 mm Hg or higher' },
          { id: 'j', text: 'Start a vasopressor if the MAP stays below 65 mm Hg during or after fluids' },
        ],
      },
      category: 'physiological-adaptation',
      step: 'generate-solutions',
      trend: false,
      chart: [sepsisNotes],
      key: ['b', 'd', 'f', 'h', 'j'],
      rationale: { explanation: 'The keys are b, d, f, h and j: the hour-1 bundle.', parts: {} },
    },
  ],
};

/** The fixtures' stand-alone items: a multiple-choice item, a trend item and a bowtie. */
export const fixtureStandaloneItems: readonly FakeNgnItem[] = [
  {
    item: {
      id: 'ngn-fixture-safety-01',
      type: 'multiple-choice',
      topic: 'Hand hygiene: C. difficile',
      stem: 'Which hand hygiene does the nurse use after caring for a client with Clostridioides difficile diarrhea during an outbreak?',
      options: [
        { id: 'a', text: 'Alcohol-based hand rub for 20 seconds' },
        { id: 'b', text: 'Soap and water with friction' },
        { id: 'c', text: 'Gloves alone, changed between clients' },
        { id: 'd', text: 'Chlorhexidine wipes on the hands' },
      ],
    },
    category: 'safety-infection-control',
    step: 'take-action',
    trend: false,
    chart: [],
    key: ['b'],
    rationale: {
      explanation: 'Spores resist alcohol; washing with soap and water removes them mechanically.',
      parts: { a: 'Alcohol does not kill spores.', b: 'Friction and rinsing remove spores.', c: 'Gloves do not replace hand hygiene.', d: 'Wipes are not hand hygiene.' },
    },
  },
  {
    item: {
      id: 'ngn-fixture-safety-02',
      type: 'select-all',
      topic: 'Postoperative infection: trend',
      stem: 'Which findings in the trend require follow-up? Select all that apply.',
      options: [
        { id: 'a', text: 'Temperature rising to 101.8 °F' },
        { id: 'b', text: 'Heart rate rising to 118' },
        { id: 'c', text: 'Blood pressure falling to 98/60' },
        { id: 'd', text: 'Temperature of 98.8 °F at 0800' },
        { id: 'e', text: 'Blood pressure of 124/78 at 0800' },
      ],
    },
    category: 'safety-infection-control',
    step: 'recognize-cues',
    trend: true,
    scenario: 'The nurse reviews the vital signs of a client 2 days after abdominal surgery.',
    chart: [
      {
        title: 'Vital Signs',
        kind: 'table',
        columns: ['Time', 'T', 'HR', 'BP'],
        rows: [
          ['0800', '98.8 °F (37.1 °C)', '88', '124/78'],
          ['1200', '100.9 °F (38.3 °C)', '104', '112/70'],
          ['1600', '101.8 °F (38.8 °C)', '118', '98/60'],
        ],
      },
    ],
    key: ['a', 'b', 'c'],
    rationale: {
      explanation: 'The keys are a, b and c: a rising temperature and heart rate with a falling blood pressure suggest infection progressing toward sepsis.',
      parts: {
        a: 'A new fever after surgery needs follow-up.',
        b: 'A rising heart rate is an early sign of sepsis.',
        c: 'Falling pressure suggests worsening perfusion.',
        d: 'Normal at 0800.',
        e: 'Normal at 0800.',
      },
    },
  },
  {
    item: {
      id: 'ngn-fixture-safety-03',
      type: 'bowtie',
      topic: 'Central line infection: bowtie',
      stem: 'Complete the diagram: the condition the client is most likely experiencing, two actions to take and two parameters to monitor.',
      conditions: [
        { id: 'c1', text: 'Central line-associated bloodstream infection' },
        { id: 'c2', text: 'Air embolism' },
        { id: 'c3', text: 'Pneumothorax' },
        { id: 'c4', text: 'Fluid overload' },
      ],
      actions: [
        { id: 'a1', text: 'Obtain blood cultures as ordered' },
        { id: 'a2', text: 'Place the client on the left side, head down' },
        { id: 'a3', text: 'Give the ordered antibiotic after cultures' },
        { id: 'a4', text: 'Restrict fluids to 1 L a day' },
        { id: 'a5', text: 'Apply a pressure dressing' },
      ],
      parameters: [
        { id: 'p1', text: 'Temperature' },
        { id: 'p2', text: 'Blood pressure' },
        { id: 'p3', text: 'Pupil size' },
        { id: 'p4', text: 'Bowel sounds' },
        { id: 'p5', text: 'Capillary refill of the toes' },
      ],
    },
    category: 'safety-infection-control',
    step: 'take-action',
    trend: false,
    scenario: 'A client with a central line has a temperature of 102.2 °F (39 °C), chills and a heart rate of 112.',
    chart: [],
    key: ['c1', 'a1', 'a3', 'p1', 'p2'],
    rationale: { explanation: 'Fever, chills and tachycardia with a central line suggest a bloodstream infection.', parts: {} },
  },
];

export interface FakeNgnServerOptions {
  signedIn?: boolean;
  caseStudies?: readonly FakeNgnCaseStudy[];
  standalone?: readonly FakeNgnItem[];
  /** The server's clock. */
  now?: () => Date;
}

interface Served {
  entry: FakeNgnItem;
  caseStudy?: { id: string; title: string; index: number };
}

interface FakeSession {
  id: string;
  mode: 'case-study' | 'item-set';
  title: string;
  status: 'in-progress' | 'finished';
  startedAt: string;
  finishedAt?: string;
  served: Served[];
  answers: Map<string, { response: NgnResponse; result: NgnItemResult }>;
}

/** The server's refusal of a session it cannot start. */
interface Refusal {
  status: 400 | 404;
  body: { message: string };
}

const signIn = { status: 401, body: { message: authMessages.notSignedIn } } as const;
const notFound = { status: 404, body: { message: ngnMessages.notFound } } as const;

/** The ids a select item's answer chooses from, in the order the item shows them. */
function choiceIds(item: FakeNgnItem['item']): string[] {
  switch (item.type) {
    case 'multiple-choice':
    case 'select-all':
    case 'select-n':
      return item.options.map((option) => option.id);
    case 'highlight-text':
      return highlightParts(item.text).map((part) => part.id);
    case 'highlight-table':
      return item.rows.map((row) => row.id);
    case 'bowtie':
      return [...item.conditions, ...item.actions, ...item.parameters].map((option) => option.id);
    default:
      throw new Error(`The NGN fake grades select items only, not ${item.type}`);
  }
}

/** Why an answer does not fit its item, worded as the server words it (empty: it fits). */
function problemsOf({ item }: FakeNgnItem, response: NgnResponse): string[] {
  if (response.kind !== 'select') return ["This item takes a 'select' response"];
  const { selected } = response;
  const ids = choiceIds(item);
  const problems = new Set(selected).size === selected.length ? [] : ['A choice is selected twice'];
  problems.push(...selected.filter((id) => !ids.includes(id)).map((id) => `Unknown option: ${id}`));
  if (item.type === 'bowtie') {
    const groups = [
      { options: item.conditions, most: 1, label: 'condition' },
      { options: item.actions, most: 2, label: 'actions' },
      { options: item.parameters, most: 2, label: 'parameters' },
    ];
    for (const group of groups) {
      if (selected.filter((id) => group.options.some((option) => option.id === id)).length > group.most) problems.push(`Choose at most ${group.most} ${group.label}`);
    }
  }
  if (item.type === 'multiple-choice' && selected.length > 1) problems.push('Choose one option');
  if (item.type === 'select-n' && selected.length > item.n) problems.push(`Choose at most ${item.n} options`);
  return problems;
}

/** A select item graded by its NCSBN rule: 0/1 (a point per key chosen) or +/- (a point off per other, floored at 0). */
function grade(entry: FakeNgnItem, response: NgnResponse | null): NgnItemResult {
  const rule = ngnScoringRules[entry.item.type];
  const selected = response?.kind === 'select' ? response.selected : [];
  const parts = choiceIds(entry.item).map((id) => {
    const chosen = selected.includes(id);
    const isKey = entry.key.includes(id);
    return { id, chosen: chosen ? [id] : [], key: isKey ? [id] : [], points: chosen ? (isKey ? 1 : rule === 'plus-minus' ? -1 : 0) : 0 };
  });
  const sum = parts.reduce((total, part) => total + part.points, 0);
  return {
    rule,
    earned: rule === 'plus-minus' ? Math.max(0, sum) : sum,
    possible: entry.item.type === 'select-n' ? entry.item.n : entry.key.length,
    parts,
    rationale: entry.rationale,
  };
}

/**
 * The NGN API for one student and visitors, on the contract-checked fake of the API. A case study serves its
 * items in order and a set of stand-alone items serves them in the bank's order (the server shuffles them);
 * only select items are graded, and the adaptive exam is not run (starting one throws).
 */
export function installFakeNgnServer({
  signedIn = false,
  caseStudies = [fixtureCaseStudy],
  standalone = fixtureStandaloneItems,
  now = () => new Date(),
}: FakeNgnServerOptions = {}) {
  const state = { signedIn, sessions: [] as FakeSession[] };
  const find = (id: string) => state.sessions.find((session) => session.id === id);

  const view = (session: FakeSession): NgnSession => ({
    id: session.id,
    mode: session.mode,
    title: session.title,
    status: session.status,
    startedAt: session.startedAt,
    ...(session.finishedAt ? { finishedAt: session.finishedAt } : {}),
    items: session.served.map(({ entry: { key: _key, rationale: _rationale, ...delivered }, caseStudy }, position) => ({
      ...delivered,
      position,
      ...(caseStudy ? { caseStudy } : {}),
    })),
    answers: Object.fromEntries(session.answers),
    total: session.served.length,
  });

  const finish = (session: FakeSession) => {
    session.status = 'finished';
    session.finishedAt = now().toISOString();
  };

  /** The items a session request serves, or the server's refusal. */
  const servedFor = (request: Exclude<CreateNgnSession, { mode: 'adaptive' }>): Refusal | { title: string; served: Served[] } => {
    if (request.mode === 'case-study') {
      const caseStudy = caseStudies.find((entry) => entry.id === request.caseId);
      if (!caseStudy) return { status: 404, body: { message: ngnMessages.caseNotFound } };
      const served = caseStudy.items.map((entry, index) => ({
        entry: { ...entry, category: caseStudy.category },
        caseStudy: { id: caseStudy.id, title: caseStudy.title, index: index + 1 },
      }));
      return { title: caseStudy.title, served };
    }
    const { categories = [], kind = 'any', count = 10 } = request;
    const wanted = new Set<NgnCategory>(categories.length > 0 ? categories : ngnCategories);
    const candidates = standalone.filter(
      (entry) => wanted.has(entry.category) && (kind === 'any' || (kind === 'bowtie' ? entry.item.type === 'bowtie' : entry.trend)),
    );
    if (candidates.length === 0) return { status: 400, body: { message: ngnMessages.noItems } };
    const title = kind === 'bowtie' ? 'Bowtie items' : kind === 'trend' ? 'Trend items' : 'Stand-alone items';
    return { title, served: candidates.slice(0, count).map((entry) => ({ entry })) };
  };

  const { fetchMock, received } = installFakeApi({
    'GET /api/auth/user': () => ({ status: 200, body: state.signedIn ? signedInUser : null }),
    'GET /api/ngn/catalog': () => {
      const byType: Record<string, number> = {};
      const all = [...caseStudies.flatMap((caseStudy) => caseStudy.items), ...standalone];
      for (const entry of all) byType[entry.item.type] = (byType[entry.item.type] ?? 0) + 1;
      return {
        status: 200,
        body: {
          caseStudies: caseStudies.map(({ id, title, category, scenario }) => ({ id, title, category, scenario })),
          standalone: {
            items: standalone.length,
            bowtie: standalone.filter((entry) => entry.item.type === 'bowtie').length,
            trend: standalone.filter((entry) => entry.trend).length,
          },
          byType,
          adaptivePool: all.length,
        },
      };
    },
    'POST /api/ngn/sessions': ({ body }) => {
      if (!state.signedIn) return signIn;
      if (body.mode === 'adaptive') throw new Error('The NGN fake does not run the adaptive exam');
      const chosen = servedFor(body);
      if (!('served' in chosen)) return chosen;
      const session: FakeSession = {
        id: crypto.randomUUID(),
        mode: body.mode,
        title: chosen.title,
        status: 'in-progress',
        startedAt: now().toISOString(),
        served: chosen.served,
        answers: new Map(),
      };
      state.sessions.push(session);
      return { status: 201, body: view(session) };
    },
    'GET /api/ngn/sessions': () => {
      if (!state.signedIn) return signIn;
      const sessions = [...state.sessions].reverse().map((session) => {
        const results = [...session.answers.values()].map((answer) => answer.result);
        return {
          id: session.id,
          mode: session.mode,
          title: session.title,
          status: session.status,
          startedAt: session.startedAt,
          ...(session.finishedAt ? { finishedAt: session.finishedAt } : {}),
          earned: results.reduce((sum, result) => sum + result.earned, 0),
          possible: results.reduce((sum, result) => sum + result.possible, 0),
        };
      });
      return { status: 200, body: { sessions } };
    },
    'GET /api/ngn/sessions/:id': ({ params }) => {
      if (!state.signedIn) return signIn;
      const session = find(params.id);
      return session ? { status: 200, body: view(session) } : notFound;
    },
    'PUT /api/ngn/sessions/:id/answers/:itemId': ({ params, body }) => {
      if (!state.signedIn) return signIn;
      const session = find(params.id);
      if (!session) return notFound;
      if (session.status === 'finished') return { status: 409, body: { message: ngnMessages.finished } };
      const served = session.served.find(({ entry }) => entry.item.id === params.itemId);
      if (!served) return { status: 404, body: { message: ngnMessages.notInSession } };
      if (session.answers.has(params.itemId)) return { status: 409, body: { message: ngnMessages.alreadyAnswered } };
      const problems = problemsOf(served.entry, body.response);
      if (problems.length > 0) return { status: 400, body: { message: problems[0]!, fieldErrors: { response: problems } } };
      const result = grade(served.entry, body.response);
      session.answers.set(params.itemId, { response: body.response, result });
      if (session.answers.size === session.served.length) finish(session);
      return { status: 200, body: { result, session: view(session) } };
    },
    'POST /api/ngn/sessions/:id/finish': ({ params }) => {
      if (!state.signedIn) return signIn;
      const session = find(params.id);
      if (!session) return notFound;
      if (session.status !== 'finished') finish(session);
      return { status: 200, body: view(session) };
    },
    'GET /api/ngn/sessions/:id/results': ({ params }) => {
      if (!state.signedIn) return signIn;
      const session = find(params.id);
      if (!session) return notFound;
      if (session.status !== 'finished') return { status: 409, body: { message: ngnMessages.notFinished } };
      const review = Object.fromEntries(session.served.map(({ entry }) => [entry.item.id, session.answers.get(entry.item.id)?.result ?? grade(entry, null)]));
      const tally = (keyOf: (entry: FakeNgnItem) => string, labelOf: (key: string) => string, order: readonly string[]) =>
        order.flatMap((key) => {
          const group = session.served.filter(({ entry }) => keyOf(entry) === key).map(({ entry }) => review[entry.item.id]!);
          if (group.length === 0) return [];
          const earned = group.reduce((sum, result) => sum + result.earned, 0);
          return [{ key, label: labelOf(key), earned, possible: group.reduce((sum, result) => sum + result.possible, 0), items: group.length }];
        });
      const byCategory = tally((entry) => entry.category, (key) => practiceCategoryLabel('nclex', key), ngnCategories);
      const results: NgnResults = {
        session: view(session),
        earned: byCategory.reduce((sum, group) => sum + group.earned, 0),
        possible: byCategory.reduce((sum, group) => sum + group.possible, 0),
        byCategory,
        byStep: tally((entry) => entry.step, (key) => clinicalJudgmentStepLabels[key as keyof typeof clinicalJudgmentStepLabels], clinicalJudgmentSteps),
        review,
      };
      return { status: 200, body: results };
    },
  });
  return { fetchMock, received, state };
}
