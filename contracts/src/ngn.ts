/**
 * What the browser gets of the Next Generation NCLEX practice (api/src/ngn): items without their keys, the chart
 * they are shown with, the answers it sends, and the sessions (a case study, a set of stand-alone items, or the
 * adaptive exam) with their results. The written format, keys included, is ngn-content.ts (server side).
 */
import { z } from 'zod';
import { clinicalJudgmentSteps, ngnCategories, ngnResponseSchema, type NgnItemType } from './ngn-content';

const choice = z.object({ id: z.string(), text: z.string() });
const notes = z.object({ title: z.string(), kind: z.literal('notes'), entries: z.array(z.object({ time: z.string(), text: z.string() })) });
const table = z.object({ title: z.string(), kind: z.literal('table'), columns: z.array(z.string()), rows: z.array(z.array(z.string())) });
export const publicChartSectionSchema = z.discriminatedUnion('kind', [notes, table]);

const publicBase = { id: z.string(), stem: z.string(), topic: z.string() };
const publicBlank = z.object({ id: z.string(), options: z.array(choice) });

/** An item as the candidate sees it: every type's own fields without `answer`, `rationale`, `source` or difficulty. */
export const publicNgnItemSchema = z.discriminatedUnion('type', [
  z.object({ ...publicBase, type: z.literal('multiple-choice'), options: z.array(choice) }),
  z.object({ ...publicBase, type: z.literal('select-all'), options: z.array(choice) }),
  z.object({ ...publicBase, type: z.literal('select-n'), n: z.number().int(), options: z.array(choice) }),
  z.object({ ...publicBase, type: z.literal('grouped-select-all'), groups: z.array(z.object({ id: z.string(), text: z.string(), options: z.array(choice) })) }),
  z.object({ ...publicBase, type: z.literal('matrix-single'), columns: z.array(choice), rows: z.array(choice) }),
  z.object({ ...publicBase, type: z.literal('matrix-multiple'), columns: z.array(choice), rows: z.array(choice) }),
  z.object({ ...publicBase, type: z.literal('drop-down-cloze'), text: z.string(), blanks: z.array(publicBlank) }),
  z.object({ ...publicBase, type: z.literal('drop-down-rationale'), text: z.string(), blanks: z.array(publicBlank) }),
  z.object({
    ...publicBase,
    type: z.literal('drop-down-table'),
    columns: z.tuple([z.string(), z.string()]),
    rows: z.array(z.object({ id: z.string(), text: z.string(), options: z.array(choice) })),
  }),
  z.object({ ...publicBase, type: z.literal('drag-drop-cloze'), text: z.string(), tokens: z.array(choice) }),
  z.object({ ...publicBase, type: z.literal('drag-drop-rationale'), text: z.string(), tokens: z.array(choice) }),
  z.object({ ...publicBase, type: z.literal('highlight-text'), text: z.string() }),
  z.object({
    ...publicBase,
    type: z.literal('highlight-table'),
    columns: z.tuple([z.string(), z.string()]),
    rows: z.array(z.object({ id: z.string(), label: z.string(), text: z.string() })),
  }),
  z.object({ ...publicBase, type: z.literal('bowtie'), conditions: z.array(choice), actions: z.array(choice), parameters: z.array(choice) }),
]);
export type PublicNgnItem = z.infer<typeof publicNgnItemSchema>;

/** Labels of the item types, as the pages name them. */
export const ngnItemTypeLabels: Record<NgnItemType, string> = {
  'multiple-choice': 'Multiple choice',
  'select-all': 'Select all that apply',
  'select-n': 'Select N',
  'grouped-select-all': 'Multiple response grouping',
  'matrix-single': 'Matrix multiple choice',
  'matrix-multiple': 'Matrix multiple response',
  'drop-down-cloze': 'Drop-down cloze',
  'drop-down-rationale': 'Drop-down rationale',
  'drop-down-table': 'Drop-down table',
  'drag-drop-cloze': 'Drag-and-drop cloze',
  'drag-drop-rationale': 'Drag-and-drop rationale',
  'highlight-text': 'Highlight text',
  'highlight-table': 'Highlight table',
  bowtie: 'Bowtie',
};

/** One item as delivered in a session: the item, its chart and its place. */
export const deliveredNgnItemSchema = z.object({
  position: z.number().int().min(0),
  item: publicNgnItemSchema,
  category: z.enum(ngnCategories),
  step: z.enum(clinicalJudgmentSteps),
  trend: z.boolean(),
  scenario: z.string().optional(),
  chart: z.array(publicChartSectionSchema),
  /** Case study items: the case and the item's place in it (1-6). */
  caseStudy: z.object({ id: z.string(), title: z.string(), index: z.number().int() }).optional(),
});
export type DeliveredNgnItem = z.infer<typeof deliveredNgnItemSchema>;

export const ngnScoredPartSchema = z.object({ id: z.string(), chosen: z.array(z.string()), key: z.array(z.string()), points: z.number() });

/** A graded item: points earned and possible by its NCSBN rule, the key, and the rationale for every part. */
export const ngnItemResultSchema = z.object({
  rule: z.enum(['zero-one', 'plus-minus', 'rationale']),
  earned: z.number(),
  possible: z.number().int(),
  parts: z.array(ngnScoredPartSchema),
  rationale: z.object({ explanation: z.string(), parts: z.record(z.string(), z.string()) }),
});
export type NgnItemResult = z.infer<typeof ngnItemResultSchema>;

export const ngnSessionModes = ['case-study', 'item-set', 'adaptive'] as const;
export type NgnSessionMode = (typeof ngnSessionModes)[number];

export const createNgnSessionSchema = z.discriminatedUnion(
  'mode',
  [
    z.strictObject({ mode: z.literal('case-study'), caseId: z.string().trim().min(1, 'Choose a case study').max(80, 'Unknown case study') }),
    z.strictObject({
      mode: z.literal('item-set'),
      /** Client-needs categories to draw from (all when empty). */
      categories: z.array(z.enum(ngnCategories, { error: 'Unknown category' })).max(8).default([]),
      /** Only bowtie or trend items, or any stand-alone item. */
      kind: z.enum(['any', 'bowtie', 'trend'], { error: "Kind must be 'any', 'bowtie' or 'trend'" }).default('any'),
      count: z.number({ error: 'Count must be a number' }).int('Count must be a whole number').min(1, 'Ask for at least 1 item').max(30, 'Ask for at most 30 items').default(10),
    }),
    z.strictObject({ mode: z.literal('adaptive') }),
  ],
  { error: "Mode must be 'case-study', 'item-set' or 'adaptive'" },
);
export type CreateNgnSession = z.input<typeof createNgnSessionSchema>;

export const ngnAnswerSchema = z.strictObject({ response: ngnResponseSchema });

export const ngnEstimateSchema = z.object({ theta: z.number(), se: z.number() });

/** The adaptive exam's verdict: how the 95% interval sits against the passing standard, and the rule that ended it. */
export const ngnAdaptiveOutcomeSchema = z.object({
  outcome: z.enum(['pass', 'fail']),
  rule: z.enum(['confidence-interval', 'maximum-length', 'run-out-of-time']),
  reading: z.enum(['above', 'below', 'close']),
  estimate: ngnEstimateSchema,
  /** 95% interval. */
  interval: z.tuple([z.number(), z.number()]),
  passingStandard: z.number(),
  scoredItems: z.number().int(),
  unscoredItems: z.number().int(),
});
export type NgnAdaptiveOutcome = z.infer<typeof ngnAdaptiveOutcomeSchema>;

export const ngnSessionSchema = z.object({
  id: z.uuid(),
  mode: z.enum(ngnSessionModes),
  title: z.string(),
  status: z.enum(['in-progress', 'finished']),
  startedAt: z.iso.datetime(),
  /** The adaptive exam's time limit. */
  endsAt: z.iso.datetime().optional(),
  finishedAt: z.iso.datetime().optional(),
  /** Items delivered so far, in order (the adaptive exam adds them as it goes). */
  items: z.array(deliveredNgnItemSchema),
  /** Answers so far by item id; practice modes carry the result at once, the adaptive exam only once finished. */
  answers: z.record(z.string(), z.object({ response: ngnResponseSchema, result: ngnItemResultSchema.optional() })),
  /** Case study and item set: how many items in all. The adaptive exam: its length limits. */
  total: z.number().int().optional(),
  limits: z.object({ minItems: z.number().int(), maxItems: z.number().int(), timeLimitSeconds: z.number().int() }).optional(),
  adaptive: ngnAdaptiveOutcomeSchema.optional(),
});
export type NgnSession = z.infer<typeof ngnSessionSchema>;

export const ngnAnswerResultSchema = z.object({
  /** Practice modes: the graded item. */
  result: ngnItemResultSchema.optional(),
  session: ngnSessionSchema,
});
export type NgnAnswerResult = z.infer<typeof ngnAnswerResultSchema>;

const breakdown = z.array(z.object({ key: z.string(), label: z.string(), earned: z.number(), possible: z.number(), items: z.number().int() }));

export const ngnResultsSchema = z.object({
  session: ngnSessionSchema,
  earned: z.number(),
  possible: z.number(),
  byCategory: breakdown,
  byStep: breakdown,
  /** Every item's graded result, an unanswered one too (0 points, with its key and rationale). */
  review: z.record(z.string(), ngnItemResultSchema),
  /** The adaptive exam: the estimate after each scored answer. */
  trajectory: z.array(z.object({ position: z.number().int(), theta: z.number(), se: z.number() })).optional(),
});
export type NgnResults = z.infer<typeof ngnResultsSchema>;

export const ngnCatalogSchema = z.object({
  caseStudies: z.array(z.object({ id: z.string(), title: z.string(), category: z.enum(ngnCategories), scenario: z.string() })),
  standalone: z.object({ items: z.number().int(), bowtie: z.number().int(), trend: z.number().int() }),
  byType: z.record(z.string(), z.number().int()),
  adaptivePool: z.number().int(),
});
export type NgnCatalog = z.infer<typeof ngnCatalogSchema>;

export const ngnHistorySchema = z.object({
  sessions: z.array(
    z.object({
      id: z.uuid(),
      mode: z.enum(ngnSessionModes),
      title: z.string(),
      status: z.enum(['in-progress', 'finished']),
      startedAt: z.iso.datetime(),
      finishedAt: z.iso.datetime().optional(),
      earned: z.number(),
      possible: z.number(),
      adaptive: ngnAdaptiveOutcomeSchema.optional(),
    }),
  ),
});
export type NgnHistory = z.infer<typeof ngnHistorySchema>;

/** What the NGN endpoints answer when they refuse a request. */
export const ngnMessages = {
  notFound: 'Session not found',
  caseNotFound: 'Case study not found',
  noItems: 'There are no items of this kind in these categories yet.',
  notInSession: 'This item is not part of the session',
  alreadyAnswered: 'This item is already answered: the first answer stands.',
  notCurrent: 'Answer the items in order: this one is not the current item.',
  finished: 'This session has ended.',
  timeUp: 'Time is up: the exam has ended.',
  notFinished: 'Results are ready once the session has ended.',
} as const;
