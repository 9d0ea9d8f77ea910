import {
  GRACE_MS,
  authMessages,
  findPracticeBank,
  gradeQuestion,
  interpretationOf,
  levelFor,
  percentOf,
  practiceBanks,
  practiceCategoryLabel,
  practiceMessages,
  practiceTokenHeader,
  responseProblems,
  scoreByCategory,
  teasSections,
  toPublicQuestion,
  weakestOf,
  type AttemptResponseState,
  type AttemptSummary,
  type CreateAttemptRequest,
  type PracticeAttempt,
  type PracticeProgress,
  type PracticeQuestion,
  type PracticeResults,
} from '@nurseprep/contracts';
import { installFakeApi, signedInUser, studyDocumentsHandler, type FakeHandlers } from '@nurseprep/shared-ui/testing';

/** A question as the server holds it (with its key and rationales); the browser gets the public part. */
export type FixtureQuestion = PracticeQuestion;

const source = 'Fixture for the pages\u2019 tests';

export const singleQuestion: FixtureQuestion = {
  id: 'teas-science-001',
  bank: 'teas',
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
  answer: ['b'],
  rationale: {
    explanation: 'The left ventricle pumps oxygenated blood into the aorta and out to the body.',
    options: {
      a: 'The right atrium receives deoxygenated blood from the body.',
      b: 'The left ventricle sends blood into the aorta.',
      c: 'The right ventricle pumps blood to the lungs.',
      d: 'The left atrium receives blood from the lungs.',
    },
  },
  source,
};

export const multipleQuestion: FixtureQuestion = {
  id: 'teas-science-002',
  bank: 'teas',
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
  answer: ['a', 'c'],
  rationale: {
    explanation: 'Animal cells have mitochondria and ribosomes but no cell wall, chloroplasts or central vacuole.',
    options: {
      a: 'Mitochondria make ATP in animal cells.',
      b: 'Cell walls belong to plants, fungi and bacteria.',
      c: 'Ribosomes build proteins in every cell.',
      d: 'Chloroplasts are found in plants and algae.',
      e: 'A large central vacuole is a plant-cell feature.',
    },
  },
  source,
};

export const matrixQuestion: FixtureQuestion = {
  id: 'teas-reading-001',
  bank: 'teas',
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
  answer: { r1: 'x', r2: 'y' },
  rationale: { explanation: 'The notice lists weekday and Saturday hours only.', rows: { r1: 'Saturday hours are 9 a.m. to noon.', r2: 'Sunday is not listed.' } },
  source,
};

export const extraQuestions: FixtureQuestion[] = [1, 2, 3, 4].map((number) => ({
  id: `teas-mathematics-00${number}`,
  bank: 'teas',
  type: 'single',
  category: 'mathematics',
  subcategory: 'Numbers and algebra',
  difficulty: 'easy',
  stem: `What is ${number} + ${number}?`,
  options: [
    { id: 'a', text: String(number * 2) },
    { id: 'b', text: String(number * 2 + 1) },
    { id: 'c', text: String(number * 2 + 2) },
    { id: 'd', text: String(number * 2 + 3) },
  ],
  answer: ['a'],
  rationale: { explanation: `${number} + ${number} = ${number * 2}.`, options: { a: 'Right.', b: 'One too many.', c: 'Two too many.', d: 'Three too many.' } },
  source,
}));

export interface FakePracticeServerOptions {
  signedIn?: boolean;
  /** The questions an attempt gets, in order, whatever its bank and categories (default: single, multiple, matrix). */
  questions?: FixtureQuestion[];
  /** Seconds on the clock of a timed section (default 600). */
  sectionSeconds?: number;
  /** Sections of a full simulation: how many questions each (default two sections of two). */
  simulationSections?: number[];
}

interface StoredAttempt {
  /** As the server stores it: `responses` hold the answers and flags, graded whenever they are shown. */
  attempt: PracticeAttempt;
  token: string;
  owner: 'visitor' | 'student';
}

type NewAttempt = Pick<CreateAttemptRequest, 'bank' | 'mode' | 'categories' | 'count' | 'section'>;

const notSignedIn = { status: 401, body: { message: authMessages.notSignedIn } } as const;
const notFound = { status: 404, body: { message: practiceMessages.notFound } } as const;
const conflict = (message: string) => ({ status: 409, body: { message } }) as const;

/**
 * An in-memory practice API for the pages' tests, as handlers for the contract-checked fake of the API: attempts, the clocks
 * on Date.now() (jest's fake timers move it) with the server's rules, grading and results with the functions
 * the server grades with, history, progress and claim, plus the documents and current user the pages read.
 */
export function fakePracticeServer(options: FakePracticeServerOptions = {}) {
  const state = {
    signedIn: options.signedIn ?? false,
    attempts: new Map<string, StoredAttempt>(),
    claims: [] as { id: string; token: string }[][],
    created: [] as Record<string, unknown>[],
    saves: [] as { questionId: string; body: Record<string, unknown> }[],
  };
  const questions = options.questions ?? [singleQuestion, multipleQuestion, matrixQuestion];
  const byId = new Map([singleQuestion, multipleQuestion, matrixQuestion, ...extraQuestions, ...questions].map((question) => [question.id, question]));
  let sequence = 0;

  const iso = (time: number) => new Date(time).toISOString();
  const allIds = (attempt: PracticeAttempt) => attempt.sections.flatMap((section) => section.questionIds);

  function startSection(attempt: PracticeAttempt, index: number, now: number) {
    const section = attempt.sections[index];
    if (!section?.timeLimitSeconds) return;
    section.startedAt = iso(now);
    section.endsAt = iso(now + section.timeLimitSeconds * 1000);
  }

  function submitNow(attempt: PracticeAttempt, now: number) {
    attempt.status = 'submitted';
    attempt.submittedAt = iso(now);
    for (const section of attempt.sections) section.closed = true;
  }

  /** The server's clock rules: time up (past the grace) closes the section; the last one submits the attempt. */
  function enforceClock({ attempt }: StoredAttempt, now: number) {
    const section = attempt.sections[attempt.currentSection];
    if (attempt.status !== 'in-progress' || !section || section.closed || !section.endsAt) return;
    if (now < Date.parse(section.endsAt) + GRACE_MS) return;
    if (attempt.currentSection === attempt.sections.length - 1) submitNow(attempt, now);
    else section.closed = true;
  }

  /** The attempt as the server shows it: a result with each answer once submitted, or at once in practice mode. */
  function view(stored: StoredAttempt, now: number): PracticeAttempt {
    const { attempt } = stored;
    const responses: Record<string, AttemptResponseState> = {};
    for (const [questionId, row] of Object.entries(attempt.responses)) {
      const entry: AttemptResponseState = { flagged: row.flagged, ...(row.response ? { response: row.response } : {}) };
      const question = byId.get(questionId);
      if (question && (attempt.status === 'submitted' || (attempt.mode === 'practice' && row.response))) entry.result = gradeQuestion(question, row.response ?? null);
      responses[questionId] = entry;
    }
    return { ...(JSON.parse(JSON.stringify(attempt)) as PracticeAttempt), responses, serverNow: iso(now) };
  }

  function results(stored: StoredAttempt): PracticeResults {
    const { attempt } = stored;
    const review = allIds(attempt).map((id) => {
      const question = byId.get(id)!;
      const row = attempt.responses[id];
      return { question: toPublicQuestion(question), response: row?.response ?? null, flagged: row?.flagged ?? false, result: gradeQuestion(question, row?.response ?? null) };
    });
    const scored = review.map((item) => ({ category: item.question.category, score: item.result.score }));
    const correct = Math.round(scored.reduce((sum, entry) => sum + entry.score, 0) * 100) / 100;
    const percent = percentOf(correct, review.length);
    const byCategory = scoreByCategory(attempt.bank, scored);
    const level = levelFor(attempt.bank, attempt.mode, percent);
    return {
      attemptId: attempt.id,
      bank: attempt.bank,
      mode: attempt.mode,
      submittedAt: attempt.submittedAt ?? iso(Date.now()),
      score: { correct, total: review.length, percent },
      byCategory,
      ...(level ? { level } : {}),
      interpretation: interpretationOf(attempt.bank, attempt.mode, percent),
      weakest: weakestOf(byCategory),
      review,
    };
  }

  function create(body: NewAttempt, now: number): StoredAttempt | null {
    const chosen = questions.slice(0, body.count ?? questions.length);
    const seconds = options.sectionSeconds ?? 600;
    const bank = findPracticeBank(body.bank)!;
    const label = (slug: string) => practiceCategoryLabel('teas', slug);
    const categories = body.categories ? [...new Set(body.categories)] : bank.categories.map((category) => category.slug);
    const category = body.section ?? (categories.length === 1 ? categories[0] : undefined);
    const sections =
      body.mode === 'full-simulation'
        ? (options.simulationSections ?? [2, 2]).map((size, index, sizes) => {
            const start = sizes.slice(0, index).reduce((sum, value) => sum + value, 0);
            const section = teasSections[index]!.category;
            return { category: section, label: label(section), questionIds: questions.slice(start, start + size).map((question) => question.id), timeLimitSeconds: seconds, closed: false };
          })
        : [
            {
              // As the server labels a section: a quiz by its TEAS section, a set by its bank and mode.
              ...(category ? { category } : {}),
              label: body.section ? label(body.section) : `${bank.label} ${body.mode === 'practice' ? 'practice' : 'timed set'}`,
              questionIds: chosen.map((question) => question.id),
              ...(body.mode === 'practice' ? {} : { timeLimitSeconds: seconds }),
              closed: false,
            },
          ];
    if (sections.every((section) => section.questionIds.length === 0)) return null;
    sequence += 1;
    const attempt: PracticeAttempt = {
      id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
      bank: body.bank,
      mode: body.mode,
      status: 'in-progress',
      sections,
      currentSection: 0,
      questions: sections.flatMap((section) => section.questionIds).map((id) => toPublicQuestion(byId.get(id)!)),
      responses: {},
      startedAt: iso(now),
      submittedAt: null,
      serverNow: iso(now),
    };
    startSection(attempt, 0, now);
    const stored: StoredAttempt = { attempt, token: `token-${sequence}`, owner: state.signedIn ? 'student' : 'visitor' };
    state.attempts.set(attempt.id, stored);
    return stored;
  }

  /** The attempt the request may see (a student's own, or a visitor's with its token), its clock applied. */
  function owned(id: string, headers: Record<string, string>): StoredAttempt | null {
    const stored = state.attempts.get(id);
    if (!stored) return null;
    const allowed = stored.owner === 'student' ? state.signedIn : headers[practiceTokenHeader] === stored.token;
    if (!allowed) return null;
    enforceClock(stored, Date.now());
    return stored;
  }

  function summary(stored: StoredAttempt): AttemptSummary {
    const { id, bank, mode, status, startedAt, submittedAt } = stored.attempt;
    return { id, bank, mode, status, startedAt, submittedAt, score: status === 'submitted' ? results(stored).score : null };
  }

  function progress(): PracticeProgress {
    const mine = [...state.attempts.values()].filter((stored) => stored.owner === 'student');
    const history = mine.filter((stored) => stored.attempt.status === 'submitted').map((stored) => ({ stored, graded: results(stored) }));
    let questions = 0;
    let correct = 0;
    const banks = practiceBanks.flatMap((definition) => {
      const entries = history.filter(({ stored }) => stored.attempt.bank === definition.bank);
      if (entries.length === 0) return [];
      const bankQuestions = entries.reduce((sum, { graded }) => sum + graded.score.total, 0);
      questions += bankQuestions;
      correct += entries.reduce((sum, { graded }) => sum + graded.score.correct, 0);
      const point = ({ stored, graded }: (typeof entries)[number], category: string) => {
        const score = graded.byCategory.find((entry) => entry.category === category);
        return score ? [{ attemptId: stored.attempt.id, submittedAt: stored.attempt.submittedAt!, percent: score.percent, total: score.total }] : [];
      };
      return [
        {
          bank: definition.bank,
          label: definition.label,
          attempts: entries.length,
          questions: bankQuestions,
          trend: entries.map(({ stored, graded }) => ({ attemptId: stored.attempt.id, submittedAt: stored.attempt.submittedAt!, percent: graded.score.percent })),
          categories: definition.categories
            .map((category) => ({ category: category.slug, label: category.label, points: entries.flatMap((entry) => point(entry, category.slug)) }))
            .filter((category) => category.points.length > 0),
        },
      ];
    });
    return { banks, totals: { attempts: mine.length, submitted: history.length, questions, percent: questions === 0 ? null : percentOf(correct, questions) } };
  }

  const handlers: FakeHandlers = {
    'GET /api/documents': studyDocumentsHandler(),
    'GET /api/auth/user': () => ({ status: 200, body: state.signedIn ? signedInUser : null }),
    'GET /api/practice/banks': () => ({
      status: 200,
      body: practiceBanks
        .filter((bank) => bank.bank === 'teas')
        .map(({ bank, label, path, categories, modes }) => ({ bank, label, path, categories: categories.map(({ slug, label }) => ({ slug, label, count: 62 })), modes: [...modes] })),
    }),
    'POST /api/practice/attempts': ({ body }) => {
      state.created.push(body);
      const stored = create(body, Date.now());
      if (!stored) return conflict(practiceMessages.noQuestions);
      return { status: 201, body: { attempt: view(stored, Date.now()), ...(stored.owner === 'visitor' ? { token: stored.token } : {}) } };
    },
    'GET /api/practice/attempts': ({ query }) => {
      if (!state.signedIn) return notSignedIn;
      const attempts = [...state.attempts.values()].filter((stored) => stored.owner === 'student').reverse().slice(0, query.limit);
      return { status: 200, body: { attempts: attempts.map(summary) } };
    },
    'POST /api/practice/attempts/claim': ({ body }) => {
      if (!state.signedIn) return notSignedIn;
      state.claims.push(body.attempts);
      let claimed = 0;
      for (const { id, token } of body.attempts) {
        const stored = state.attempts.get(id);
        if (stored?.owner !== 'visitor' || stored.token !== token) continue;
        stored.owner = 'student';
        claimed += 1;
      }
      return { status: 200, body: { claimed } };
    },
    'GET /api/practice/attempts/:id': ({ params, headers }) => {
      const stored = owned(params.id, headers);
      return stored ? { status: 200, body: { attempt: view(stored, Date.now()) } } : notFound;
    },
    'PUT /api/practice/attempts/:id/responses/:questionId': ({ params, body, headers }) => {
      const stored = owned(params.id, headers);
      if (!stored) return notFound;
      state.saves.push({ questionId: params.questionId, body });
      const { attempt } = stored;
      const sectionIndex = attempt.sections.findIndex((section) => section.questionIds.includes(params.questionId));
      const question = byId.get(params.questionId);
      if (sectionIndex === -1 || !question) return { status: 404, body: { message: practiceMessages.questionNotFound } };
      if (body.response) {
        const problems = responseProblems(question, body.response);
        const first = Object.values(problems)[0]?.[0];
        if (first) return { status: 400, body: { message: first, fieldErrors: problems } };
      }
      const section = attempt.sections[sectionIndex]!;
      if (attempt.status === 'submitted') {
        const endedByClock = section.endsAt !== undefined && attempt.submittedAt !== null && Date.parse(attempt.submittedAt) >= Date.parse(section.endsAt);
        return conflict(endedByClock ? practiceMessages.timeUp : practiceMessages.submitted);
      }
      if (sectionIndex < attempt.currentSection) return conflict(practiceMessages.sectionClosed);
      if (sectionIndex > attempt.currentSection) return conflict(practiceMessages.sectionNotStarted);
      if (section.closed) return conflict(section.endsAt ? practiceMessages.timeUp : practiceMessages.sectionClosed);
      const existing = attempt.responses[params.questionId] ?? { flagged: false };
      const flagged = body.flagged ?? existing.flagged;
      if (attempt.mode === 'practice') {
        // The first answer stands: it cannot be changed or taken back.
        if (body.response !== undefined && existing.response) return conflict(practiceMessages.alreadyAnswered);
        if (body.response) {
          attempt.responses[params.questionId] = { response: body.response, flagged };
          return { status: 200, body: { result: gradeQuestion(question, body.response) } };
        }
        attempt.responses[params.questionId] = { ...existing, flagged };
        return { status: 200, body: existing.response ? { result: gradeQuestion(question, existing.response) } : { saved: true } };
      }
      // null takes the answer back: the question is unanswered again.
      const response = body.response === undefined ? existing.response : (body.response ?? undefined);
      attempt.responses[params.questionId] = { ...(response ? { response } : {}), flagged };
      return { status: 200, body: { saved: true } };
    },
    'POST /api/practice/attempts/:id/sections/next': ({ params, headers }) => {
      const stored = owned(params.id, headers);
      if (!stored) return notFound;
      const { attempt } = stored;
      if (attempt.status === 'submitted') return conflict(practiceMessages.submitted);
      if (attempt.currentSection >= attempt.sections.length - 1) return conflict(practiceMessages.noNextSection);
      attempt.sections[attempt.currentSection]!.closed = true;
      attempt.currentSection += 1;
      startSection(attempt, attempt.currentSection, Date.now());
      return { status: 200, body: { attempt: view(stored, Date.now()) } };
    },
    'POST /api/practice/attempts/:id/submit': ({ params, headers }) => {
      const stored = owned(params.id, headers);
      if (!stored) return notFound;
      // Submitting again (or after the clock submitted it) answers the same results.
      if (stored.attempt.status !== 'submitted') submitNow(stored.attempt, Date.now());
      return { status: 200, body: { results: results(stored) } };
    },
    'GET /api/practice/attempts/:id/results': ({ params, headers }) => {
      const stored = owned(params.id, headers);
      if (!stored) return notFound;
      if (stored.attempt.status !== 'submitted') return { status: 404, body: { message: practiceMessages.resultsNotReady } };
      return { status: 200, body: { results: results(stored) } };
    },
    'GET /api/practice/progress': () => (state.signedIn ? { status: 200, body: progress() } : notSignedIn),
  };

  return {
    handlers,
    state,
    /** Starts an attempt as the page's Start would (for tests that open one from the address). */
    createAttempt: (body: NewAttempt) => {
      const stored = create(body, Date.now());
      if (!stored) throw new Error('No questions for this attempt');
      return stored;
    },
  };
}

/** The practice API installed as the fake of the API (see `fakePracticeServer`). */
export function installFakePracticeServer(options: FakePracticeServerOptions = {}) {
  const server = fakePracticeServer(options);
  return { ...server, ...installFakeApi(server.handlers) };
}
