import type {
  AttemptSummary,
  PracticeAttempt,
  PracticeBankSlug,
  PracticeMode,
  PracticeProgress,
  PracticeResponse,
  PracticeResults,
  PublicQuestion,
  QuestionResult,
} from '@nurseprep/contracts';
import { fakeResponse, signedInUser, documentsFixture } from '@nurseprep/shared-ui/testing';

/** Questions with their keys and rationales, as the server holds them (the browser gets the public part). */
export interface FixtureQuestion extends PublicQuestion {
  key: string[] | Record<string, string>;
  explanation: string;
  why: Record<string, string>;
}

export const singleQuestion: FixtureQuestion = {
  id: 'teas-science-001',
  type: 'single',
  category: 'science',
  subcategory: 'Human anatomy and physiology',
  difficulty: 'easy',
  stem: 'Which chamber of the heart pumps oxygenated blood to the body?',
  options: [
    { id: 'a', text: 'Right atrium' },
    { id: 'b', text: 'Left ventricle' },
    { id: 'c', text: 'Right ventricle' },
    { id: 'd', text: 'Left atrium' },
  ],
  key: ['b'],
  explanation: 'The left ventricle pumps oxygenated blood into the aorta and out to the body.',
  why: {
    a: 'The right atrium receives deoxygenated blood from the body.',
    b: 'The left ventricle sends blood into the aorta.',
    c: 'The right ventricle pumps blood to the lungs.',
    d: 'The left atrium receives blood from the lungs.',
  },
};

export const multipleQuestion: FixtureQuestion = {
  id: 'teas-science-002',
  type: 'multiple',
  category: 'science',
  subcategory: 'Biology',
  difficulty: 'medium',
  stem: 'Which of these are organelles of an animal cell? Select all that apply.',
  options: [
    { id: 'a', text: 'Mitochondrion' },
    { id: 'b', text: 'Cell wall' },
    { id: 'c', text: 'Ribosome' },
    { id: 'd', text: 'Chloroplast' },
    { id: 'e', text: 'Central vacuole' },
  ],
  key: ['a', 'c'],
  explanation: 'Animal cells have mitochondria and ribosomes but no cell wall, chloroplasts or central vacuole.',
  why: {
    a: 'Mitochondria make ATP in animal cells.',
    b: 'Cell walls belong to plants, fungi and bacteria.',
    c: 'Ribosomes build proteins in every cell.',
    d: 'Chloroplasts are found in plants and algae.',
    e: 'A large central vacuole is a plant-cell feature.',
  },
};

export const matrixQuestion: FixtureQuestion = {
  id: 'teas-reading-001',
  type: 'matrix',
  category: 'reading',
  subcategory: 'Key ideas and details',
  difficulty: 'hard',
  context: 'A clinic posts new hours: open 8 a.m. to 6 p.m. on weekdays and 9 a.m. to noon on Saturdays.',
  stem: 'For each statement, specify whether it is supported or not supported by the notice.',
  rows: [
    { id: 'r1', text: 'The clinic opens on Saturday mornings.' },
    { id: 'r2', text: 'The clinic is open on Sundays.' },
  ],
  columns: [
    { id: 'x', text: 'Supported' },
    { id: 'y', text: 'Not supported' },
  ],
  key: { r1: 'x', r2: 'y' },
  explanation: 'The notice lists weekday and Saturday hours only.',
  why: { r1: 'Saturday hours are 9 a.m. to noon.', r2: 'Sunday is not listed.' },
};

export const extraQuestions: FixtureQuestion[] = [1, 2, 3, 4].map((number) => ({
  ...singleQuestion,
  id: `teas-mathematics-00${number}`,
  category: 'mathematics',
  subcategory: 'Numbers and algebra',
  stem: `What is ${number} + ${number}?`,
  options: [
    { id: 'a', text: String(number * 2) },
    { id: 'b', text: String(number * 2 + 1) },
    { id: 'c', text: String(number * 2 + 2) },
    { id: 'd', text: String(number * 2 + 3) },
  ],
  key: ['a'],
  explanation: `${number} + ${number} = ${number * 2}.`,
  why: { a: 'Right.', b: 'One too many.', c: 'Two too many.', d: 'Three too many.' },
}));

const labels: Record<string, string> = { reading: 'Reading', mathematics: 'Mathematics', science: 'Science', english: 'English and Language Usage' };

function publicOf({ key: _key, explanation: _explanation, why: _why, ...question }: FixtureQuestion): PublicQuestion {
  return question;
}

function grade(question: FixtureQuestion, response: PracticeResponse | null | undefined): QuestionResult {
  const rationale = question.type === 'matrix' ? { explanation: question.explanation, rows: question.why } : { explanation: question.explanation, options: question.why };
  if (question.type === 'matrix') {
    const key = question.key as Record<string, string>;
    const given = response?.kind === 'matrix' ? response.rows : {};
    const perRow = (question.rows ?? []).map((row) => ({ id: row.id, selected: given[row.id] ?? null, key: key[row.id]!, correct: given[row.id] === key[row.id] }));
    const right = perRow.filter((row) => row.correct).length;
    const score = right / perRow.length;
    return { correct: score === 1, score, earned: right, possible: perRow.length, key, rationale, perRow };
  }
  const key = question.key as string[];
  const selected = response?.kind === 'choice' ? response.selected : [];
  const correct = selected.length === key.length && key.every((id) => selected.includes(id));
  const perOption = (question.options ?? []).map((option) => ({ id: option.id, selected: selected.includes(option.id), correct: key.includes(option.id) }));
  // The server scores NCLEX-RN select-all items +/-, every other question all-or-nothing.
  const plusMinus = question.type === 'multiple' && question.id.startsWith('nclex-');
  const earned = plusMinus ? Math.max(0, selected.filter((id) => key.includes(id)).length - selected.filter((id) => !key.includes(id)).length) : correct ? 1 : 0;
  const possible = plusMinus ? key.length : 1;
  return { correct, score: earned / possible, earned, possible, key, rationale, ...(question.type === 'multiple' ? { perOption } : {}) };
}

export interface FakePracticeServerOptions {
  signedIn?: boolean;
  /** The questions an attempt gets, in order (default: single, multiple, matrix). */
  questions?: FixtureQuestion[];
  /** Seconds on the clock of a timed section (default 600). */
  sectionSeconds?: number;
  /** Sections of a full simulation: how many questions each (default two sections of two). */
  simulationSections?: number[];
  /** Status codes to answer a path with, once each. */
  failOnce?: Record<string, number>;
}

interface StoredAttempt {
  attempt: PracticeAttempt;
  token: string;
  owner: 'visitor' | 'student';
}

/**
 * An in-memory practice API for the pages' tests: attempts, grading, clocks on Date.now() (jest's fake
 * timers move it), results, history, progress and claim, plus the documents and current user the pages read.
 */
export function installFakePracticeServer(options: FakePracticeServerOptions = {}) {
  const state = {
    signedIn: options.signedIn ?? false,
    attempts: new Map<string, StoredAttempt>(),
    claims: [] as { id: string; token: string }[][],
    created: [] as Record<string, unknown>[],
    saves: [] as { questionId: string; body: Record<string, unknown> }[],
    headers: [] as Record<string, string>[],
  };
  const questions = options.questions ?? [singleQuestion, multipleQuestion, matrixQuestion];
  const byId = new Map([singleQuestion, multipleQuestion, matrixQuestion, ...extraQuestions, ...questions].map((question) => [question.id, question]));
  const failOnce = { ...(options.failOnce ?? {}) };
  let sequence = 0;

  const json = (status: number, body: unknown) => fakeResponse(status, JSON.stringify(body));
  const iso = (time: number) => new Date(time).toISOString();

  function snapshot(stored: StoredAttempt): PracticeAttempt {
    const { attempt } = stored;
    const now = Date.now();
    const section = attempt.sections[attempt.currentSection];
    // As the API does: time up closes the section; the last one submits the attempt, an earlier one waits
    // for POST sections/next to start the next clock.
    if (attempt.status === 'in-progress' && section && !section.closed && section.endsAt && Date.parse(section.endsAt) <= now) {
      if (attempt.currentSection === attempt.sections.length - 1) closeSection(stored, now);
      else section.closed = true;
    }
    return { ...(JSON.parse(JSON.stringify(attempt)) as PracticeAttempt), serverNow: iso(now) };
  }

  function startSection(attempt: PracticeAttempt, index: number, now: number) {
    const section = attempt.sections[index];
    if (!section?.timeLimitSeconds) return;
    section.startedAt = iso(now);
    section.endsAt = iso(now + section.timeLimitSeconds * 1000);
  }

  function closeSection(stored: StoredAttempt, now: number) {
    const { attempt } = stored;
    const section = attempt.sections[attempt.currentSection]!;
    section.closed = true;
    if (attempt.currentSection === attempt.sections.length - 1) {
      attempt.status = 'submitted';
      attempt.submittedAt = iso(now);
    } else {
      attempt.currentSection += 1;
      startSection(attempt, attempt.currentSection, now);
    }
  }

  function results(attempt: PracticeAttempt): PracticeResults {
    const review = attempt.questions.map((question) => {
      const response = attempt.responses[question.id]?.response ?? null;
      return { question, response, flagged: Boolean(attempt.responses[question.id]?.flagged), result: grade(byId.get(question.id)!, response) };
    });
    const byCategory = [...new Set(attempt.questions.map((question) => question.category))].map((category) => {
      const items = review.filter((item) => item.question.category === category);
      const correct = items.reduce((sum, item) => sum + item.result.score, 0);
      return { category, label: labels[category] ?? category, correct, total: items.length, percent: Math.round((correct / items.length) * 1000) / 10 };
    });
    const correct = review.reduce((sum, item) => sum + item.result.score, 0);
    const percent = Math.round((correct / review.length) * 1000) / 10;
    const teasLevel = attempt.bank === 'teas' && attempt.mode !== 'practice';
    return {
      attemptId: attempt.id,
      bank: attempt.bank,
      mode: attempt.mode,
      submittedAt: attempt.submittedAt ?? iso(Date.now()),
      score: { correct, total: review.length, percent },
      byCategory,
      ...(teasLevel ? { level: { name: 'Basic' as const, range: '41.3% to 57.9%', note: 'ATI publishes these ranges for the overall score.' } } : {}),
      interpretation: 'This is practice, not a prediction of your exam score.',
      weakest: byCategory.filter((category) => category.percent < 70).sort((a, b) => a.percent - b.percent).slice(0, 3),
      review,
    };
  }

  function create(body: { bank: PracticeBankSlug; mode: PracticeMode; count?: number; section?: string }, now: number): StoredAttempt {
    sequence += 1;
    const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
    const chosen = questions.slice(0, body.count ?? questions.length);
    const seconds = options.sectionSeconds ?? 600;
    const sections =
      body.mode === 'full-simulation'
        ? (options.simulationSections ?? [2, 2]).map((size, index, sizes) => {
            const start = sizes.slice(0, index).reduce((sum, value) => sum + value, 0);
            return { category: ['reading', 'mathematics', 'science', 'english'][index], label: Object.values(labels)[index]!, questionIds: questions.slice(start, start + size).map((question) => question.id), timeLimitSeconds: seconds, closed: false };
          })
        : [
            {
              ...(body.section ? { category: body.section } : {}),
              label: body.section ? `${labels[body.section]} section quiz` : 'Reading, Mathematics, Science',
              questionIds: chosen.map((question) => question.id),
              ...(body.mode === 'practice' ? {} : { timeLimitSeconds: seconds }),
              closed: false,
            },
          ];
    const used = new Set(sections.flatMap((section) => section.questionIds));
    const attempt: PracticeAttempt = {
      id,
      bank: body.bank,
      mode: body.mode,
      status: 'in-progress',
      sections,
      currentSection: 0,
      questions: [...byId.values()].filter((question) => used.has(question.id)).sort((a, b) => [...used].indexOf(a.id) - [...used].indexOf(b.id)).map(publicOf),
      responses: {},
      startedAt: iso(now),
      submittedAt: null,
      serverNow: iso(now),
    };
    startSection(attempt, 0, now);
    const stored = { attempt, token: `token-${sequence}`, owner: state.signedIn ? ('student' as const) : ('visitor' as const) };
    state.attempts.set(id, stored);
    return stored;
  }

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const headers = (init.headers ?? {}) as Record<string, string>;
    state.headers.push(headers);
    const now = Date.now();
    const failure = failOnce[`${method} ${url.pathname}`];
    if (failure) {
      delete failOnce[`${method} ${url.pathname}`];
      return json(failure, { message: failure === 409 ? 'Time is up for this section.' : 'Error' });
    }
    if (url.pathname === '/api/auth/user') return json(200, state.signedIn ? signedInUser : null);
    if (url.pathname === '/api/documents') return json(200, documentsFixture.filter((document) => document.exams.includes((url.searchParams.get('exam') ?? '') as never)));
    if (url.pathname === '/api/practice/banks') {
      return json(200, [
        { bank: 'teas', label: 'ATI TEAS 7', path: '/exams/teas/practice', modes: ['practice', 'section-quiz', 'full-simulation'], categories: Object.entries(labels).map(([slug, label]) => ({ slug, label, count: 62 })) },
      ]);
    }
    if (url.pathname === '/api/practice/attempts' && method === 'POST') {
      state.created.push(body);
      const stored = create(body as never, now);
      return json(201, { attempt: snapshot(stored), ...(stored.owner === 'visitor' ? { token: stored.token } : {}) });
    }
    if (url.pathname === '/api/practice/attempts' && method === 'GET') {
      if (!state.signedIn) return json(401, { message: 'Sign in first.' });
      const attempts: AttemptSummary[] = [...state.attempts.values()]
        .filter((stored) => stored.owner === 'student')
        .map(({ attempt }) => ({
          id: attempt.id,
          bank: attempt.bank,
          mode: attempt.mode,
          status: attempt.status,
          startedAt: attempt.startedAt,
          submittedAt: attempt.submittedAt,
          score: attempt.status === 'submitted' ? results(attempt).score : null,
        }))
        .reverse();
      return json(200, { attempts });
    }
    if (url.pathname === '/api/practice/attempts/claim') {
      const claimed = body.attempts as { id: string; token: string }[];
      state.claims.push(claimed);
      for (const { id, token } of claimed) {
        const stored = state.attempts.get(id);
        if (stored && stored.token === token) stored.owner = 'student';
      }
      return json(200, { claimed: claimed.length });
    }
    if (url.pathname === '/api/practice/progress') {
      const submitted = [...state.attempts.values()].filter((stored) => stored.owner === 'student' && stored.attempt.status === 'submitted').map((stored) => stored.attempt);
      const graded = submitted.map((attempt) => ({ attempt, results: results(attempt) }));
      const progress: PracticeProgress = {
        banks: graded.length
          ? [
              {
                bank: 'teas',
                label: 'ATI TEAS 7',
                attempts: graded.length,
                questions: graded.reduce((sum, entry) => sum + entry.results.score.total, 0),
                trend: graded.map(({ attempt, results: graded }) => ({ attemptId: attempt.id, submittedAt: attempt.submittedAt!, percent: graded.score.percent })),
                categories: Object.entries(labels).map(([category, label]) => ({
                  category,
                  label,
                  points: graded.flatMap(({ attempt, results: graded }) => {
                    const score = graded.byCategory.find((entry) => entry.category === category);
                    return score ? [{ attemptId: attempt.id, submittedAt: attempt.submittedAt!, percent: score.percent, total: score.total }] : [];
                  }),
                })),
              },
            ]
          : [],
        totals: { attempts: submitted.length, submitted: submitted.length, questions: 0, percent: null },
      };
      return json(200, progress);
    }
    const match = /^\/api\/practice\/attempts\/([^/]+)(?:\/(responses|sections|submit|results)(?:\/([^/]+))?)?$/.exec(url.pathname);
    const stored = match ? state.attempts.get(decodeURIComponent(match[1]!)) : undefined;
    if (match && stored) {
      const allowed = stored.owner === 'student' ? state.signedIn : headers['x-practice-token'] === stored.token;
      if (!allowed) return json(404, { message: 'Not found' });
      const attempt = snapshot(stored);
      const live = stored.attempt;
      const [, , part, rest] = match;
      if (!part && method === 'GET') return json(200, { attempt });
      if (part === 'responses' && method === 'PUT') {
        const questionId = decodeURIComponent(rest!);
        state.saves.push({ questionId, body });
        const open = live.sections[live.currentSection];
        if (live.status === 'submitted' || open?.closed || !open?.questionIds.includes(questionId)) return json(409, { message: 'Time is up for this section.' });
        const current = live.responses[questionId] ?? { flagged: false };
        if (live.mode === 'practice' && body.response && current.result) return json(409, { message: 'Already answered.' });
        const next = { ...current, ...(body.response ? { response: body.response as PracticeResponse } : {}), ...(typeof body.flagged === 'boolean' ? { flagged: body.flagged } : {}) };
        if (live.mode === 'practice' && body.response) next.result = grade(byId.get(questionId)!, next.response);
        live.responses[questionId] = next;
        return json(200, live.mode === 'practice' && next.result ? { result: next.result } : { saved: true });
      }
      if (part === 'sections' && method === 'POST') {
        if (live.status === 'submitted') return json(409, { message: 'Submitted.' });
        closeSection(stored, now);
        return json(200, { attempt: snapshot(stored) });
      }
      if (part === 'submit' && method === 'POST') {
        // As the API: submitting again (or after the clock submitted it) answers the same results.
        if (live.status !== 'submitted') {
          live.status = 'submitted';
          live.submittedAt = iso(now);
        }
        return json(200, { results: results(live) });
      }
      if (part === 'results' && method === 'GET') {
        return live.status === 'submitted' ? json(200, { results: results(live) }) : json(404, { message: 'Not submitted.' });
      }
    }
    if (match) return json(404, { message: 'Not found' });
    return fakeResponse(404, '', 'Not Found');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, state, createAttempt: (body: { bank: PracticeBankSlug; mode: PracticeMode; count?: number; section?: string }) => create(body, Date.now()) };
}
