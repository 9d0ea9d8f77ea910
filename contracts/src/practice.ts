/**
 * Practice questions: the banks, their categories and modes, the question content format
 * (server side only: it holds the key), what the browser gets, and every request and answer of
 * /api/practice. Grading and time limits are enforced on the server; the browser never holds the key.
 *
 * The plain data (banks, categories, modes, paces) lives in practice-banks.ts, which builds no zod schema:
 * pages outside the lazy practice pages import that module, so they do not download zod.
 */
import { z } from 'zod';
import {
  attemptStatuses,
  findPracticeBank,
  findTeasSection,
  practiceBankSlugs,
  practiceDifficulties,
  practiceMaxCount,
  practiceModes,
  teasLevelNames,
  type PracticeBankSlug,
} from './practice-banks';

export * from './practice-banks';
export * from './practice-results';


// ---------------------------------------------------------------------------------------------------------
// Question content (api/content/questions/<bank>/<category>.json): server side only.

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug');
const text = z.string().trim().min(1, 'must not be empty');
const choiceSchema = z.strictObject({ id: z.string().regex(/^[a-z][a-z0-9]{0,3}$/, 'must be a short id'), text });

const itemBase = {
  id: z.string().regex(/^[a-z]+(?:-[a-z]+)*-\d{3}$/, 'must be <bank>-<category>-NNN'),
  subcategory: text,
  difficulty: z.enum(practiceDifficulties),
  context: text.optional(),
  stem: text,
  source: text,
};

const choiceItem = <Type extends 'single' | 'multiple'>(type: Type) =>
  z.strictObject({
    ...itemBase,
    type: z.literal(type),
    options: z.array(choiceSchema).min(2).max(6),
    answer: z.array(z.string()).min(1),
    rationale: z.strictObject({ explanation: text, options: z.record(z.string(), text) }),
  });

export const singleQuestionContentSchema = choiceItem('single');
export const multipleQuestionContentSchema = choiceItem('multiple');
export const matrixQuestionContentSchema = z.strictObject({
  ...itemBase,
  type: z.literal('matrix'),
  columns: z.array(choiceSchema).min(2).max(3),
  rows: z.array(choiceSchema).min(2).max(6),
  answer: z.record(z.string(), z.string()),
  rationale: z.strictObject({ explanation: text, rows: z.record(z.string(), text) }),
});

/**
 * One item as written. The schema checks shape; the loader checks cross-references (answer ids are option
 * ids, every option or row has a rationale, ids are unique) and the content test checks the quality rules.
 */
export const questionContentSchema = z.discriminatedUnion('type', [
  singleQuestionContentSchema,
  multipleQuestionContentSchema,
  matrixQuestionContentSchema,
]);
export type QuestionContent = z.infer<typeof questionContentSchema>;

export const questionFileSchema = z.strictObject({
  bank: z.enum(practiceBankSlugs),
  category: slug,
  verified: z.boolean(),
  questions: z.array(questionContentSchema),
});
export type QuestionFile = z.infer<typeof questionFileSchema>;

/** A loaded question: the item plus the bank and category of its file. */
export type PracticeQuestion = QuestionContent & { bank: PracticeBankSlug; category: string };

// ---------------------------------------------------------------------------------------------------------
// What the browser gets.

export const practiceChoiceSchema = z.object({ id: z.string(), text: z.string() });

/** A question before grading: never `answer`, `rationale` or `source`. */
export const publicQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(['single', 'multiple', 'matrix']),
  category: z.string(),
  subcategory: z.string(),
  difficulty: z.enum(practiceDifficulties),
  context: z.string().optional(),
  stem: z.string(),
  options: z.array(practiceChoiceSchema).optional(),
  rows: z.array(practiceChoiceSchema).optional(),
  columns: z.array(practiceChoiceSchema).optional(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

const choiceId = z.string().trim().min(1, 'Choose an option').max(8, 'Unknown option');

/** An answer: option ids (single and multiple) or a column id per row (matrix). */
export const practiceResponseSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('choice'),
      selected: z.array(choiceId).min(1, 'Choose at least one option').max(6, 'Too many options selected'),
    }),
    z.strictObject({
      kind: z.literal('matrix'),
      rows: z
        .record(z.string().max(8, 'Unknown row'), choiceId)
        .refine((rows) => Object.keys(rows).length >= 1 && Object.keys(rows).length <= 6, 'Answer between 1 and 6 rows'),
    }),
  ],
  { error: "Response kind must be 'choice' or 'matrix'" },
);
export type PracticeResponse = z.infer<typeof practiceResponseSchema>;

/**
 * A graded question, with the points earned and possible. NCLEX-RN select-all items are scored +/- as on the
 * NCLEX (a point per key chosen, one off per other option chosen, never below zero); other banks' select-all
 * items all-or-nothing, as their exams do. Matrix: a point per row.
 */
export const questionResultSchema = z.object({
  correct: z.boolean(),
  /** 0..1: earned / possible. */
  score: z.number().min(0).max(1),
  earned: z.number().min(0),
  possible: z.number().int().min(1),
  /** Option ids (single, multiple) or column per row (matrix). */
  key: z.union([z.array(z.string()), z.record(z.string(), z.string())]),
  rationale: z.object({
    explanation: z.string(),
    options: z.record(z.string(), z.string()).optional(),
    rows: z.record(z.string(), z.string()).optional(),
  }),
  perOption: z.array(z.object({ id: z.string(), selected: z.boolean(), correct: z.boolean() })).optional(),
  perRow: z.array(z.object({ id: z.string(), selected: z.string().nullable(), key: z.string(), correct: z.boolean() })).optional(),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;


export const attemptSectionSchema = z.object({
  category: z.string().optional(),
  label: z.string(),
  questionIds: z.array(z.string()),
  timeLimitSeconds: z.number().int().positive().optional(),
  startedAt: z.iso.datetime().optional(),
  endsAt: z.iso.datetime().optional(),
  closed: z.boolean(),
});
export type AttemptSection = z.infer<typeof attemptSectionSchema>;

export const attemptResponseStateSchema = z.object({
  response: practiceResponseSchema.optional(),
  flagged: z.boolean(),
  /** Practice mode only, once answered. */
  result: questionResultSchema.optional(),
});
export type AttemptResponseState = z.infer<typeof attemptResponseStateSchema>;

export const practiceAttemptSchema = z.object({
  id: z.uuid(),
  bank: z.enum(practiceBankSlugs),
  mode: z.enum(practiceModes),
  status: z.enum(attemptStatuses),
  sections: z.array(attemptSectionSchema),
  currentSection: z.number().int().min(0),
  /** Every question of the attempt, in order (public: no key). */
  questions: z.array(publicQuestionSchema),
  responses: z.record(z.string(), attemptResponseStateSchema),
  startedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  /** The server's clock, so the browser can correct its timer. */
  serverNow: z.iso.datetime(),
});
export type PracticeAttempt = z.infer<typeof practiceAttemptSchema>;

// ---------------------------------------------------------------------------------------------------------
// Requests and answers.


export const practiceBanksResponseSchema = z.array(
  z.object({
    bank: z.enum(practiceBankSlugs),
    label: z.string(),
    path: z.string(),
    categories: z.array(z.object({ slug: z.string(), label: z.string(), count: z.number().int() })),
    modes: z.array(z.enum(practiceModes)),
  }),
);
export type PracticeBanksResponse = z.infer<typeof practiceBanksResponseSchema>;

const questionIdSchema = z.string().max(80, 'Question id is too long');

export const createAttemptRequestSchema = z
  .strictObject({
    bank: z.enum(practiceBankSlugs, { error: 'Choose a question bank' }),
    mode: z.enum(practiceModes, { error: 'Choose a mode' }),
    categories: z.array(z.string().max(60)).min(1, 'Choose at least one category').max(10).optional(),
    count: z
      .number({ error: 'Number of questions must be a whole number' })
      .int('Number of questions must be a whole number')
      .min(1, 'Ask for at least 1 question')
      .max(practiceMaxCount, `Ask for at most ${practiceMaxCount} questions`)
      .optional(),
    section: z.string().max(60).optional(),
    exclude: z.array(questionIdSchema).max(2000, 'At most 2000 excluded questions').optional(),
  })
  .superRefine((body, context) => {
    const bank = findPracticeBank(body.bank);
    if (!bank) return;
    if (!bank.modes.includes(body.mode)) {
      context.addIssue({ code: 'custom', path: ['mode'], message: `${bank.label} has no ${body.mode} mode` });
    }
    for (const category of body.categories ?? []) {
      if (!bank.categories.some((entry) => entry.slug === category)) {
        context.addIssue({ code: 'custom', path: ['categories'], message: `Unknown category: ${category}` });
      }
    }
    if (body.mode === 'section-quiz') {
      if (!body.section) context.addIssue({ code: 'custom', path: ['section'], message: 'Choose a TEAS section' });
      else if (!findTeasSection(body.section)) context.addIssue({ code: 'custom', path: ['section'], message: `Unknown section: ${body.section}` });
      else if (body.count !== undefined && body.count > findTeasSection(body.section)!.questions) {
        context.addIssue({ code: 'custom', path: ['count'], message: `At most ${findTeasSection(body.section)!.questions} questions in a section quiz` });
      }
    } else if (body.section !== undefined) {
      context.addIssue({ code: 'custom', path: ['section'], message: 'Only a section quiz takes a section' });
    }
    if (body.mode === 'full-simulation' && (body.count !== undefined || body.categories !== undefined)) {
      context.addIssue({ code: 'custom', path: ['count'], message: 'The full simulation has fixed sections and counts' });
    }
  });
export type CreateAttemptRequest = z.infer<typeof createAttemptRequestSchema>;

export const createAttemptResponseSchema = z.object({
  attempt: practiceAttemptSchema,
  /** Visitors only: returned once; send it back in X-Practice-Token. */
  token: z.string().optional(),
});
export type CreateAttemptResponse = z.infer<typeof createAttemptResponseSchema>;

export const attemptParamsSchema = z.object({ id: z.uuid({ error: 'Attempt id must be a UUID' }) });
export const attemptQuestionParamsSchema = attemptParamsSchema.extend({ questionId: questionIdSchema });

export const saveResponseRequestSchema = z
  // `response: null` takes an answer back (timed modes: every option of a select-all item unticked).
  .strictObject({ response: practiceResponseSchema.nullable().optional(), flagged: z.boolean({ error: 'flagged must be true or false' }).optional() })
  .refine((body) => body.response !== undefined || body.flagged !== undefined, { message: 'Send a response or a flag', path: ['response'] });
export type SaveResponseRequest = z.infer<typeof saveResponseRequestSchema>;

/** Practice mode: the result at once. Timed modes: saved, no result. */
export const saveResponseResultSchema = z.union([
  z.object({ result: questionResultSchema }),
  z.object({ saved: z.literal(true) }),
]);
export type SaveResponseResult = z.infer<typeof saveResponseResultSchema>;


export const practiceScoreSchema = z.object({
  /** Sum of question scores (matrix items count their fraction). */
  correct: z.number(),
  total: z.number().int(),
  percent: z.number(),
});
export type PracticeScore = z.infer<typeof practiceScoreSchema>;

export const categoryScoreSchema = practiceScoreSchema.extend({ category: z.string(), label: z.string() });
export type CategoryScore = z.infer<typeof categoryScoreSchema>;

export const practiceResultsSchema = z.object({
  attemptId: z.uuid(),
  bank: z.enum(practiceBankSlugs),
  mode: z.enum(practiceModes),
  submittedAt: z.iso.datetime(),
  score: practiceScoreSchema,
  byCategory: z.array(categoryScoreSchema),
  /** TEAS full simulation and section quizzes: the ATI TEAS academic preparedness level of the overall percent. */
  level: z.object({ name: z.enum(teasLevelNames), range: z.string(), note: z.string() }).optional(),
  interpretation: z.string(),
  /** Up to 3 categories under 70%, lowest first. */
  weakest: z.array(categoryScoreSchema),
  review: z.array(
    z.object({ question: publicQuestionSchema, response: practiceResponseSchema.nullable(), flagged: z.boolean(), result: questionResultSchema }),
  ),
});
export type PracticeResults = z.infer<typeof practiceResultsSchema>;

export const submitAttemptResponseSchema = z.object({ results: practiceResultsSchema });
export const attemptEnvelopeSchema = z.object({ attempt: practiceAttemptSchema });

export const attemptListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(20),
});

export const attemptSummarySchema = z.object({
  id: z.uuid(),
  bank: z.enum(practiceBankSlugs),
  mode: z.enum(practiceModes),
  status: z.enum(attemptStatuses),
  startedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  /** Submitted attempts only. */
  score: practiceScoreSchema.nullable(),
});
export type AttemptSummary = z.infer<typeof attemptSummarySchema>;
export const attemptListSchema = z.object({ attempts: z.array(attemptSummarySchema) });

export const claimAttemptsRequestSchema = z.strictObject({
  attempts: z
    .array(z.strictObject({ id: z.uuid({ error: 'Attempt id must be a UUID' }), token: z.string().min(1).max(100) }))
    .max(50, 'At most 50 attempts at once'),
});
export type ClaimAttemptsRequest = z.infer<typeof claimAttemptsRequestSchema>;
export const claimAttemptsResponseSchema = z.object({ claimed: z.number().int() });

/** GET /api/practice/progress: per bank, per category, each submitted attempt's percent in order (oldest first). */
export const practiceProgressSchema = z.object({
  banks: z.array(
    z.object({
      bank: z.enum(practiceBankSlugs),
      label: z.string(),
      attempts: z.number().int(),
      questions: z.number().int(),
      /** The bank's overall percent per submitted attempt, oldest first. */
      trend: z.array(z.object({ attemptId: z.uuid(), submittedAt: z.iso.datetime(), percent: z.number() })),
      categories: z.array(
        z.object({
          category: z.string(),
          label: z.string(),
          points: z.array(z.object({ attemptId: z.uuid(), submittedAt: z.iso.datetime(), percent: z.number(), total: z.number().int() })),
        }),
      ),
    }),
  ),
  totals: z.object({ attempts: z.number().int(), submitted: z.number().int(), questions: z.number().int(), percent: z.number().nullable() }),
});
export type PracticeProgress = z.infer<typeof practiceProgressSchema>;

/** GET /api/staff/practice/summary: totals only, no per-student data. */
export const practiceStaffSummarySchema = z.object({
  totals: z.object({
    attempts: z.number().int(),
    submitted: z.number().int(),
    averagePercent: z.number().nullable(),
    studentsWithAttempts: z.number().int(),
    visitorAttempts: z.number().int(),
  }),
  byBankAndMode: z.array(
    z.object({
      bank: z.enum(practiceBankSlugs),
      mode: z.enum(practiceModes),
      attempts: z.number().int(),
      submitted: z.number().int(),
      averagePercent: z.number().nullable(),
    }),
  ),
});
export type PracticeStaffSummary = z.infer<typeof practiceStaffSummarySchema>;
