import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  caseStudyProblems,
  caseStudySchema,
  chartAt,
  clinicalJudgmentSteps,
  ngnItemProblems,
  standaloneFileSchema,
  type CaseStudy,
  type ChartSection,
  type ClinicalJudgmentStep,
  type NgnCategory,
  type NgnItem,
  type PracticeQuestion,
  type StandaloneFile,
} from '@nurseprep/contracts';
import type { QuestionBank } from '../practice/question-bank';

/**
 * The Next Generation NCLEX bank: api/content/ngn/case-studies/*.json (one unfolding case per file) and
 * api/content/ngn/standalone/*.json, read and checked once at start-up and kept in memory (keys never leave
 * the server). A file that does not fit its schema, an item whose answers name options it does not have, or an
 * id used twice stops start-up with every problem named.
 */

/** One item as the exam delivers it: with the chart and scenario it is shown with. */
export interface NgnBankItem {
  item: NgnItem;
  category: NgnCategory;
  step: ClinicalJudgmentStep;
  trend: boolean;
  scenario?: string;
  chart: ChartSection[];
  /** The case study it belongs to, and its place there (0-5). */
  caseId?: string;
  caseIndex?: number;
}

export interface NgnBank {
  byId: ReadonlyMap<string, NgnBankItem>;
  cases: ReadonlyMap<string, CaseStudy>;
  /** Stand-alone item ids, in file order. */
  standaloneIds: readonly string[];
}

export interface NgnFiles {
  cases: { file: string; data: CaseStudy }[];
  standalone: { file: string; data: StandaloneFile }[];
  problems: string[];
}

function readJsonFiles(folder: string): { file: string; json: unknown }[] | string[] {
  if (!existsSync(folder)) return [];
  const results: { file: string; json: unknown }[] = [];
  const problems: string[] = [];
  for (const name of readdirSync(folder).sort()) {
    if (!name.endsWith('.json')) continue;
    try {
      results.push({ file: name, json: JSON.parse(readFileSync(path.join(folder, name), 'utf8')) });
    } catch (error) {
      problems.push(`${name}: not valid JSON: ${(error as Error).message}`);
    }
  }
  return problems.length > 0 ? problems : results;
}

/** Reads both folders; shape and cross-reference problems are returned, not thrown. */
export function readNgnFiles(folder: string): NgnFiles {
  const files: NgnFiles = { cases: [], standalone: [], problems: [] };
  for (const [kind, schema] of [
    ['case-studies', caseStudySchema],
    ['standalone', standaloneFileSchema],
  ] as const) {
    const read = readJsonFiles(path.join(folder, kind));
    for (const entry of read) {
      if (typeof entry === 'string') {
        files.problems.push(`${kind}/${entry}`);
        continue;
      }
      const file = `${kind}/${entry.file}`;
      const parsed = schema.safeParse(entry.json);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) files.problems.push(`${file}: ${issue.path.join('.')}: ${issue.message}`);
        continue;
      }
      if (kind === 'case-studies') {
        const data = parsed.data as CaseStudy;
        if (`case-${entry.file.replace(/\.json$/, '')}` !== data.id) files.problems.push(`${file}: its id is ${data.id}, the file name says case-${entry.file.replace(/\.json$/, '')}`);
        files.problems.push(...caseStudyProblems(data).map((problem) => `${file}: ${problem}`));
        files.cases.push({ file, data });
      } else {
        const data = parsed.data as StandaloneFile;
        for (const { item } of data.items) files.problems.push(...ngnItemProblems(item).map((problem) => `${file}: ${item.id}: ${problem}`));
        files.standalone.push({ file, data });
      }
    }
  }
  const seen = new Map<string, string>();
  const allItems = [
    ...files.cases.flatMap(({ file, data }) => [{ file, id: data.id }, ...data.items.map(({ item }) => ({ file, id: item.id }))]),
    ...files.standalone.flatMap(({ file, data }) => data.items.map(({ item }) => ({ file, id: item.id }))),
  ];
  for (const { file, id } of allItems) {
    const earlier = seen.get(id);
    if (earlier) files.problems.push(`${file}: the id ${id} is also used in ${earlier}`);
    else seen.set(id, file);
  }
  return files;
}

export function buildNgnBank(files: Pick<NgnFiles, 'cases' | 'standalone'>): NgnBank {
  const byId = new Map<string, NgnBankItem>();
  const cases = new Map<string, CaseStudy>();
  const standaloneIds: string[] = [];
  // A file still waiting for its second reader is never served.
  for (const { data } of files.cases.filter((entry) => entry.data.verified)) {
    cases.set(data.id, data);
    data.items.forEach(({ item, step }, index) => {
      byId.set(item.id, { item, category: data.category, step, trend: false, scenario: data.scenario, chart: chartAt(data, index), caseId: data.id, caseIndex: index });
    });
  }
  for (const { data } of files.standalone.filter((entry) => entry.data.verified)) {
    for (const entry of data.items) {
      standaloneIds.push(entry.item.id);
      byId.set(entry.item.id, {
        item: entry.item,
        category: data.category,
        step: entry.step,
        trend: entry.trend ?? false,
        ...(entry.scenario ? { scenario: entry.scenario } : {}),
        chart: entry.chart ?? [],
      });
    }
  }
  return { byId, cases, standaloneIds };
}

/** Reads and checks the folder; a bad file stops start-up naming every problem. */
export function loadNgnBank(folder: string): NgnBank {
  const files = readNgnFiles(folder);
  if (files.problems.length > 0) {
    throw new Error(`NGN item files in ${folder} are invalid:\n${files.problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
  return buildNgnBank(files);
}

// ---------------------------------------------------------------------------------------------------------
// The NCLEX-RN items written before the NGN formats (api/content/questions/nclex), delivered in the same exam.

/** The logit a legacy item's easy / medium / hard label stands for (an estimate, as every difficulty here). */
export const legacyDifficulty: Record<PracticeQuestion['difficulty'], number> = { easy: -1, medium: 0, hard: 1 };

const stepOfSubcategory = (subcategory: string): ClinicalJudgmentStep => {
  const named = /\(([a-z ]+)\)\s*$/.exec(subcategory)?.[1]?.replace(/ /g, '-');
  return clinicalJudgmentSteps.find((step) => step === named) ?? 'take-action';
};

/**
 * The practice bank's NCLEX-RN items as NGN items: single answer as multiple choice, select-all as select all that
 * apply (now scored +/-), matrix as matrix multiple choice. Their context becomes the scenario.
 */
export function legacyNclexItems(questionBank: QuestionBank): NgnBankItem[] {
  const items: NgnBankItem[] = [];
  for (const question of questionBank.byId.values()) {
    if (question.bank !== 'nclex') continue;
    const base = { id: question.id, difficulty: legacyDifficulty[question.difficulty], topic: question.subcategory, stem: question.stem, source: question.source };
    const item: NgnItem =
      question.type === 'matrix'
        ? { ...base, type: 'matrix-single', columns: question.columns, rows: question.rows, answer: question.answer, rationale: question.rationale }
        : question.type === 'multiple'
          ? { ...base, type: 'select-all', options: question.options, answer: question.answer, rationale: question.rationale }
          : { ...base, type: 'multiple-choice', options: question.options, answer: question.answer[0]!, rationale: question.rationale };
    items.push({
      item,
      category: question.category as NgnCategory,
      step: stepOfSubcategory(question.subcategory),
      trend: false,
      ...(question.context ? { scenario: question.context } : {}),
      chart: [],
    });
  }
  return items;
}
