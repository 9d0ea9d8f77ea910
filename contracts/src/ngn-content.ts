/**
 * Next Generation NCLEX items as written (api/content/ngn/): the item types NCSBN uses on the NCLEX-RN,
 * the client's chart that case studies unfold, and the files that hold them. Server side only: an item
 * holds its key and rationale. The schema checks shape; `ngnItemProblems` checks what a shape cannot
 * (answers name real options, every option has its rationale, a select-N key has N entries...).
 */
import { z } from 'zod';
import { blankIds, highlightParts } from './ngn-text';

export { blankIds, highlightParts } from './ngn-text';

const text = z.string().trim().min(1, 'must not be empty');
const shortId = z.string().regex(/^[a-z][a-z0-9]{0,5}$/, 'must be a short id (a letter, then up to 5 letters or digits)');
const choice = z.strictObject({ id: shortId, text });

/** The eight client-needs categories of the NCLEX-RN test plan, as the practice bank names them. */
export const ngnCategories = [
  'management-of-care',
  'safety-infection-control',
  'health-promotion',
  'psychosocial-integrity',
  'basic-care-comfort',
  'pharmacological-therapies',
  'reduction-of-risk',
  'physiological-adaptation',
] as const;
export type NgnCategory = (typeof ngnCategories)[number];

/** The six steps of NCSBN's clinical judgment measurement model, in the order a case study follows them. */
export const clinicalJudgmentSteps = [
  'recognize-cues',
  'analyze-cues',
  'prioritize-hypotheses',
  'generate-solutions',
  'take-action',
  'evaluate-outcomes',
] as const;
export type ClinicalJudgmentStep = (typeof clinicalJudgmentSteps)[number];

export const clinicalJudgmentStepLabels: Record<ClinicalJudgmentStep, string> = {
  'recognize-cues': 'Recognize cues',
  'analyze-cues': 'Analyze cues',
  'prioritize-hypotheses': 'Prioritize hypotheses',
  'generate-solutions': 'Generate solutions',
  'take-action': 'Take action',
  'evaluate-outcomes': 'Evaluate outcomes',
};

// ---------------------------------------------------------------------------------------------------------
// The chart: what the exam shows beside an item (nurses' notes, vital signs, laboratory results, orders...).

/** Timed free-text entries: nurses' notes, history and physical, admission notes. */
const notesSection = z.strictObject({
  title: text,
  kind: z.literal('notes'),
  entries: z.array(z.strictObject({ time: text, text })).min(1),
});
/**
 * A table: vital signs over time, laboratory results (with a reference-range column where the exam shows
 * one), orders, intake and output. Every row has one cell per column.
 */
const tableSection = z.strictObject({
  title: text,
  kind: z.literal('table'),
  columns: z.array(text).min(2).max(8),
  rows: z.array(z.array(z.string().trim())).min(1),
});
export const chartSectionSchema = z.discriminatedUnion('kind', [notesSection, tableSection]);
export type ChartSection = z.infer<typeof chartSectionSchema>;

// ---------------------------------------------------------------------------------------------------------
// The item types. Each names its scoring rule in `ngnScoringRules`.

const rationale = <Keys extends string>(partsName: Keys) =>
  z.strictObject({ explanation: text, [partsName]: z.record(z.string(), text) } as { explanation: typeof text } & Record<Keys, z.ZodRecord<z.ZodString, typeof text>>);

/** A drop-down or drag-and-drop blank: `{{id}}` in the item's text marks where it sits. */
const blank = z.strictObject({ id: shortId, options: z.array(choice).min(2).max(8), answer: shortId });

const itemBase = {
  id: z.string().regex(/^ngn-[a-z0-9]+(?:-[a-z0-9]+)*$/, "must start with 'ngn-' and be a lowercase slug"),
  /** Difficulty on the logit scale (Rasch b), an expert estimate by the rubric in api/content/ngn/README.md. */
  difficulty: z.number().min(-3).max(3),
  /** A short topic line shown in review, such as "Sepsis: early recognition". */
  topic: text,
  stem: text,
  /** The reliable source the writer and the checker read the facts against. */
  source: text,
};

const multipleChoice = z.strictObject({
  ...itemBase,
  type: z.literal('multiple-choice'),
  options: z.array(choice).min(3).max(6),
  answer: shortId,
  rationale: rationale('options'),
});
/** Select all that apply: +/- scoring. */
const selectAll = z.strictObject({
  ...itemBase,
  type: z.literal('select-all'),
  options: z.array(choice).min(5).max(10),
  answer: z.array(shortId).min(1),
  rationale: rationale('options'),
});
/** Select N: exactly `n` choices may be selected; 0/1 per key selected. */
const selectN = z.strictObject({
  ...itemBase,
  type: z.literal('select-n'),
  n: z.number().int().min(2).max(4),
  options: z.array(choice).min(5).max(10),
  answer: z.array(shortId).min(2),
  rationale: rationale('options'),
});
/** Multiple response grouping: a table of groups, select all that apply in each; +/- per group. */
const groupedSelectAll = z.strictObject({
  ...itemBase,
  type: z.literal('grouped-select-all'),
  groups: z
    .array(z.strictObject({ id: shortId, text, options: z.array(choice).min(2).max(5), answer: z.array(shortId).min(1) }))
    .min(2)
    .max(5),
  rationale: rationale('options'),
});
/** Matrix multiple choice: one column per row; 0/1 per row. */
const matrixSingle = z.strictObject({
  ...itemBase,
  type: z.literal('matrix-single'),
  columns: z.array(choice).min(2).max(4),
  rows: z.array(choice).min(3).max(7),
  answer: z.record(shortId, shortId),
  rationale: rationale('rows'),
});
/** Matrix multiple response: one or more columns per row; +/- within each column. */
const matrixMultiple = z.strictObject({
  ...itemBase,
  type: z.literal('matrix-multiple'),
  columns: z.array(choice).min(2).max(4),
  rows: z.array(choice).min(3).max(7),
  answer: z.record(shortId, z.array(shortId)),
  rationale: rationale('rows'),
});
/** Drop-down cloze: blanks in a sentence or passage; 0/1 per blank. */
const dropDownCloze = z.strictObject({
  ...itemBase,
  type: z.literal('drop-down-cloze'),
  text,
  blanks: z.array(blank).min(1).max(6),
  rationale: rationale('blanks'),
});
/**
 * Drop-down rationale: "the nurse does X because of Y" (a dyad, 1 point when both are right) or "X because
 * of Y and Z" (a triad: 1 point for each of Y and Z right together with X). The first blank is X.
 */
const dropDownRationale = z.strictObject({
  ...itemBase,
  type: z.literal('drop-down-rationale'),
  text,
  blanks: z.array(blank).min(2).max(3),
  rationale: rationale('blanks'),
});
/** Drop-down table: one drop-down per row; 0/1 per row. */
const dropDownTable = z.strictObject({
  ...itemBase,
  type: z.literal('drop-down-table'),
  columns: z.tuple([text, text]),
  rows: z.array(z.strictObject({ id: shortId, text, options: z.array(choice).min(2).max(6), answer: shortId })).min(2).max(6),
  rationale: rationale('rows'),
});
/** Drag-and-drop cloze: tokens from one bank dragged into the blanks; 0/1 per blank. */
const dragDropCloze = z.strictObject({
  ...itemBase,
  type: z.literal('drag-drop-cloze'),
  text,
  tokens: z.array(choice).min(3).max(10),
  answer: z.record(shortId, shortId),
  rationale: rationale('tokens'),
});
/** Drag-and-drop rationale: as drop-down rationale (dyad or triad), answered by dragging tokens. */
const dragDropRationale = z.strictObject({
  ...itemBase,
  type: z.literal('drag-drop-rationale'),
  text,
  tokens: z.array(choice).min(3).max(10),
  /** Blank ids in the order of the text: the first is X. */
  answer: z.record(shortId, shortId),
  rationale: rationale('tokens'),
});
/** Highlight text: the passage's selectable parts are `[[id|words]]`; +/- scoring. */
const highlightText = z.strictObject({
  ...itemBase,
  type: z.literal('highlight-text'),
  text,
  answer: z.array(shortId).min(1),
  rationale: rationale('parts'),
});
/** Highlight table: one selectable cell per row (the second column); +/- scoring. */
const highlightTable = z.strictObject({
  ...itemBase,
  type: z.literal('highlight-table'),
  columns: z.tuple([text, text]),
  rows: z.array(z.strictObject({ id: shortId, label: text, text })).min(4).max(10),
  answer: z.array(shortId).min(1),
  rationale: rationale('rows'),
});
/**
 * Bowtie: the condition the client is most likely experiencing (one of 4 or 5), two actions to take (of 5)
 * and two parameters to monitor (of 5); 0/1 per selection, 5 points.
 */
const bowtie = z.strictObject({
  ...itemBase,
  type: z.literal('bowtie'),
  conditions: z.array(choice).min(4).max(5),
  actions: z.array(choice).length(5),
  parameters: z.array(choice).length(5),
  answer: z.strictObject({ condition: shortId, actions: z.array(shortId).length(2), parameters: z.array(shortId).length(2) }),
  rationale: rationale('options'),
});

export const ngnItemSchema = z.discriminatedUnion('type', [
  multipleChoice,
  selectAll,
  selectN,
  groupedSelectAll,
  matrixSingle,
  matrixMultiple,
  dropDownCloze,
  dropDownRationale,
  dropDownTable,
  dragDropCloze,
  dragDropRationale,
  highlightText,
  highlightTable,
  bowtie,
]);
export type NgnItem = z.infer<typeof ngnItemSchema>;
export type NgnItemType = NgnItem['type'];

export type NgnScoringRule = 'zero-one' | 'plus-minus' | 'rationale';

/** NCSBN's scoring rule for each item type. */
export const ngnScoringRules: Record<NgnItemType, NgnScoringRule> = {
  'multiple-choice': 'zero-one',
  'select-all': 'plus-minus',
  'select-n': 'zero-one',
  'grouped-select-all': 'plus-minus',
  'matrix-single': 'zero-one',
  'matrix-multiple': 'plus-minus',
  'drop-down-cloze': 'zero-one',
  'drop-down-rationale': 'rationale',
  'drop-down-table': 'zero-one',
  'drag-drop-cloze': 'zero-one',
  'drag-drop-rationale': 'rationale',
  'highlight-text': 'plus-minus',
  'highlight-table': 'plus-minus',
  bowtie: 'zero-one',
};

// ---------------------------------------------------------------------------------------------------------
// Files.

/** One unfolding case study: a client, a chart that changes, six items, one per clinical judgment step. */
export const caseStudySchema = z.strictObject({
  id: z.string().regex(/^case-[a-z0-9]+(?:-[a-z0-9]+)*$/, "must start with 'case-'"),
  title: text,
  category: z.enum(ngnCategories),
  /** Who and where: "The nurse is caring for a 68-year-old client in the emergency department." */
  scenario: text,
  /** The chart as the first item shows it. */
  chart: z.array(chartSectionSchema).min(1),
  items: z
    .array(
      z.strictObject({
        step: z.enum(clinicalJudgmentSteps),
        /** Chart changes shown from this item on: notes and rows are added to the section of the same title, a new title adds a section. */
        chartUpdates: z.array(chartSectionSchema).optional(),
        item: ngnItemSchema,
      }),
    )
    .length(6),
  verified: z.boolean(),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** Stand-alone items: bowties and trend items (with a chart), and items spread over the client-needs categories. */
export const standaloneFileSchema = z.strictObject({
  category: z.enum(ngnCategories),
  verified: z.boolean(),
  items: z
    .array(
      z.strictObject({
        step: z.enum(clinicalJudgmentSteps),
        /** A trend item shows data over time (vital signs, labs, intake and output) and asks what it means. */
        trend: z.boolean().optional(),
        scenario: text.optional(),
        chart: z.array(chartSectionSchema).optional(),
        item: ngnItemSchema,
      }),
    )
    .min(1),
});
export type StandaloneFile = z.infer<typeof standaloneFileSchema>;

// ---------------------------------------------------------------------------------------------------------
// Cross-reference checks.

const blankIdsOf = blankIds;
const highlightIdsOf = (value: string) => highlightParts(value).map((part) => part.id);

function duplicates(ids: readonly string[]): string[] {
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

/** What is wrong with an item beyond its shape, as messages (empty: nothing). */
export function ngnItemProblems(item: NgnItem): string[] {
  const problems: string[] = [];
  const expectIds = (what: string, ids: readonly string[], known: readonly string[]) => {
    for (const id of ids) if (!known.includes(id)) problems.push(`${what} names '${id}', which is not one of ${known.join(', ')}`);
    for (const id of duplicates(ids)) problems.push(`${what} names '${id}' twice`);
  };
  const expectRationales = (parts: Record<string, string>, ids: readonly string[]) => {
    for (const id of ids) if (!parts[id]) problems.push(`no rationale for '${id}'`);
    for (const id of Object.keys(parts)) if (!ids.includes(id)) problems.push(`a rationale for '${id}', which the item does not have`);
  };
  const uniqueIds = (what: string, ids: readonly string[]) => {
    for (const id of duplicates(ids)) problems.push(`two ${what} have the id '${id}'`);
  };
  switch (item.type) {
    case 'multiple-choice':
    case 'select-all':
    case 'select-n': {
      const ids = item.options.map((option) => option.id);
      uniqueIds('options', ids);
      expectIds('The answer', item.type === 'multiple-choice' ? [item.answer] : item.answer, ids);
      if (item.type === 'select-n' && item.answer.length !== item.n) problems.push(`a select-${item.n} item needs ${item.n} keys, not ${item.answer.length}`);
      if (item.type === 'select-all' && item.answer.length === item.options.length) problems.push('every option is a key');
      expectRationales(item.rationale.options, ids);
      break;
    }
    case 'grouped-select-all': {
      const ids = item.groups.flatMap((group) => group.options.map((option) => option.id));
      uniqueIds('options', ids);
      uniqueIds('groups', item.groups.map((group) => group.id));
      for (const group of item.groups) expectIds(`Group ${group.id}'s answer`, group.answer, group.options.map((option) => option.id));
      expectRationales(item.rationale.options, ids);
      break;
    }
    case 'matrix-single':
    case 'matrix-multiple': {
      const rows = item.rows.map((row) => row.id);
      const columns = item.columns.map((column) => column.id);
      uniqueIds('rows', rows);
      uniqueIds('columns', columns);
      expectIds('The answer', Object.keys(item.answer), rows);
      for (const row of rows) if (!(row in item.answer)) problems.push(`row '${row}' has no key`);
      for (const [row, key] of Object.entries(item.answer)) {
        const keys = Array.isArray(key) ? key : [key];
        if (Array.isArray(key) && key.length === 0) problems.push(`row '${row}' has an empty key`);
        expectIds(`Row ${row}'s key`, keys, columns);
      }
      expectRationales(item.rationale.rows, rows);
      break;
    }
    case 'drop-down-cloze':
    case 'drop-down-rationale': {
      const inText = blankIdsOf(item.text);
      const ids = item.blanks.map((entry) => entry.id);
      uniqueIds('blanks', ids);
      if (inText.join() !== ids.join()) problems.push(`the text's blanks (${inText.join(', ')}) are not the blanks listed (${ids.join(', ')}), in that order`);
      for (const entry of item.blanks) expectIds(`Blank ${entry.id}'s answer`, [entry.answer], entry.options.map((option) => option.id));
      expectRationales(item.rationale.blanks, ids);
      break;
    }
    case 'drop-down-table': {
      const ids = item.rows.map((row) => row.id);
      uniqueIds('rows', ids);
      for (const row of item.rows) expectIds(`Row ${row.id}'s answer`, [row.answer], row.options.map((option) => option.id));
      expectRationales(item.rationale.rows, ids);
      break;
    }
    case 'drag-drop-cloze':
    case 'drag-drop-rationale': {
      const inText = blankIdsOf(item.text);
      const tokens = item.tokens.map((token) => token.id);
      uniqueIds('tokens', tokens);
      uniqueIds('blanks', inText);
      if (inText.join() !== Object.keys(item.answer).join()) problems.push(`the text's blanks (${inText.join(', ')}) are not the answer's (${Object.keys(item.answer).join(', ')}), in that order`);
      if (item.type === 'drag-drop-rationale' && (inText.length < 2 || inText.length > 3)) problems.push('a rationale item has 2 or 3 blanks');
      expectIds('The answer', Object.values(item.answer), tokens);
      if (tokens.length <= inText.length) problems.push('the token bank needs more tokens than blanks');
      expectRationales(item.rationale.tokens, tokens);
      break;
    }
    case 'highlight-text': {
      const parts = highlightIdsOf(item.text);
      uniqueIds('parts', parts);
      if (parts.length < 4 || parts.length > 12) problems.push(`a highlight passage offers 4 to 12 parts, not ${parts.length}`);
      expectIds('The answer', item.answer, parts);
      if (item.answer.length === parts.length) problems.push('every part is a key');
      expectRationales(item.rationale.parts, parts);
      break;
    }
    case 'highlight-table': {
      const ids = item.rows.map((row) => row.id);
      uniqueIds('rows', ids);
      expectIds('The answer', item.answer, ids);
      if (item.answer.length === ids.length) problems.push('every row is a key');
      expectRationales(item.rationale.rows, ids);
      break;
    }
    case 'bowtie': {
      const conditions = item.conditions.map((option) => option.id);
      const actions = item.actions.map((option) => option.id);
      const parameters = item.parameters.map((option) => option.id);
      uniqueIds('options', [...conditions, ...actions, ...parameters]);
      expectIds('The condition', [item.answer.condition], conditions);
      expectIds('The actions', item.answer.actions, actions);
      expectIds('The parameters', item.answer.parameters, parameters);
      expectRationales(item.rationale.options, [...conditions, ...actions, ...parameters]);
      break;
    }
  }
  return problems;
}

/** What is wrong with a case study beyond its shape: steps out of order, chart updates that do not fit, item problems. */
export function caseStudyProblems(caseStudy: CaseStudy): string[] {
  const problems: string[] = [];
  caseStudy.items.forEach((entry, index) => {
    const expected = clinicalJudgmentSteps[index]!;
    if (entry.step !== expected) problems.push(`item ${index + 1} is '${entry.step}' where the case needs '${expected}'`);
    for (const problem of ngnItemProblems(entry.item)) problems.push(`${entry.item.id}: ${problem}`);
  });
  const sections = new Map(caseStudy.chart.map((section) => [section.title, section]));
  for (const section of caseStudy.chart) problems.push(...tableProblems(section));
  for (const entry of caseStudy.items) {
    for (const update of entry.chartUpdates ?? []) {
      const existing = sections.get(update.title);
      if (existing && existing.kind !== update.kind) problems.push(`${entry.item.id}: chart update '${update.title}' is a ${update.kind} section, the chart's is ${existing.kind}`);
      else if (existing?.kind === 'table' && update.kind === 'table' && existing.columns.join('|') !== update.columns.join('|')) {
        problems.push(`${entry.item.id}: chart update '${update.title}' has columns ${update.columns.join(', ')}, the chart's are ${existing.columns.join(', ')}`);
      }
      problems.push(...tableProblems(update).map((problem) => `${entry.item.id}: ${problem}`));
      if (!existing) sections.set(update.title, update);
    }
  }
  return problems;
}

function tableProblems(section: ChartSection): string[] {
  if (section.kind !== 'table') return [];
  return section.rows.flatMap((row, index) =>
    row.length === section.columns.length ? [] : [`'${section.title}' row ${index + 1} has ${row.length} cells for ${section.columns.length} columns`],
  );
}

/** The chart as it stands at item `index` (0-based) of a case: the first chart with every update up to that item applied. */
export function chartAt(caseStudy: Pick<CaseStudy, 'chart' | 'items'>, index: number): ChartSection[] {
  const copy = (section: ChartSection): ChartSection =>
    section.kind === 'notes' ? { ...section, entries: [...section.entries] } : { ...section, rows: section.rows.map((row) => [...row]) };
  const chart = caseStudy.chart.map(copy);
  for (const entry of caseStudy.items.slice(0, index + 1)) {
    for (const update of entry.chartUpdates ?? []) {
      const existing = chart.find((section) => section.title === update.title);
      if (!existing) chart.push(copy(update));
      else if (existing.kind === 'notes' && update.kind === 'notes') existing.entries.push(...update.entries);
      else if (existing.kind === 'table' && update.kind === 'table') existing.rows.push(...update.rows);
    }
  }
  return chart;
}

// ---------------------------------------------------------------------------------------------------------
// Answers and their scores.

const responseId = z.string().trim().min(1, 'Choose an option').max(8, 'Unknown option');

/**
 * An answer to an NGN item. `select`: the ids chosen (choices, highlighted parts or rows, the bowtie's five,
 * a grouped item's options). `match`: one id per row or blank (matrix-single, drop-downs, drag-and-drop).
 * `match-many`: several columns per row (matrix-multiple).
 */
export const ngnResponseSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('select'), selected: z.array(responseId).max(40, 'Too many selected') }),
    z.strictObject({ kind: z.literal('match'), choices: z.record(z.string().max(8, 'Unknown row or blank'), responseId) }),
    z.strictObject({
      kind: z.literal('match-many'),
      choices: z.record(z.string().max(8, 'Unknown row'), z.array(responseId).max(8, 'Too many columns selected')),
    }),
  ],
  { error: "Response kind must be 'select', 'match' or 'match-many'" },
);
export type NgnResponse = z.infer<typeof ngnResponseSchema>;

/** One scored part of an item (an option, a row, a blank, a pair), for the review. */
export interface NgnScoredPart {
  id: string;
  /** What the candidate chose here (ids), empty when nothing. */
  chosen: string[];
  /** The key here (ids), empty for a distractor. */
  key: string[];
  /** Points this part added (negative for a penalised choice under +/- scoring). */
  points: number;
}

export interface NgnScore {
  rule: NgnScoringRule;
  earned: number;
  possible: number;
  parts: NgnScoredPart[];
}
