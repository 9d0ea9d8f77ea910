import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  nclexTypeMinimums,
  practiceBanks,
  questionFileSchema,
  type PracticeBank,
  type PracticeBankSlug,
  type PracticeQuestion,
  type QuestionContent,
  type QuestionFile,
} from '@nurseprep/contracts';

/**
 * The practice question bank: api/content/questions/<bank>/<category>.json, read and checked once at start-up
 * and kept in memory (the key never leaves the server). Two levels of checks:
 * - structural (`structuralProblems`): what grading and the pages rely on. Any of these stops start-up with a
 *   message naming the file and the item.
 * - the content gate (`contentProblems`): the bank's quality rules (minimums, answer positions,
 *   near-duplicate stems, the writers' format, every file verified by a second reader). The content test
 *   runs it over the real folder; start-up does not, so a bank still being written can be served.
 */

export interface QuestionFileEntry {
  /** Path relative to the questions folder, e.g. nclex/management-of-care.json. */
  file: string;
  data: QuestionFile;
}

export interface QuestionBank {
  /** Every question by id. */
  byId: ReadonlyMap<string, PracticeQuestion>;
  /** Question ids per bank and category, in file order. */
  idsByCategory: ReadonlyMap<string, readonly string[]>;
}

export const categoryKey = (bank: string, category: string) => `${bank}/${category}`;

/** Problems found while reading: `file: item: message`. */
export interface ReadResult {
  files: QuestionFileEntry[];
  problems: string[];
}

/** Reads every <bank>/<category>.json under the folder (a missing folder is an empty bank). */
export function readQuestionFiles(folder: string): ReadResult {
  const files: QuestionFileEntry[] = [];
  const problems: string[] = [];
  if (!existsSync(folder)) return { files, problems };
  for (const bankFolder of readdirSync(folder).sort()) {
    const bankPath = path.join(folder, bankFolder);
    if (!statSync(bankPath).isDirectory()) continue;
    for (const name of readdirSync(bankPath).sort()) {
      if (!name.endsWith('.json')) continue;
      const file = `${bankFolder}/${name}`;
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(path.join(bankPath, name), 'utf8'));
      } catch (error) {
        problems.push(`${file}: not valid JSON: ${(error as Error).message}`);
        continue;
      }
      const parsed = questionFileSchema.safeParse(json);
      if (!parsed.success) {
        const questions = (json as { questions?: { id?: unknown }[] } | null)?.questions;
        for (const issue of parsed.error.issues) {
          const [first, index, ...rest] = issue.path;
          const item = first === 'questions' && typeof index === 'number' ? (questions?.[index]?.id ?? `item ${index + 1}`) : null;
          const where = item === null ? issue.path.join('.') : [String(item), ...rest.map(String)].join('.');
          problems.push(`${file}: ${where || '(file)'}: ${issue.message}`);
        }
        continue;
      }
      files.push({ file, data: parsed.data });
    }
  }
  return { files, problems };
}

/** Problems of one item that would break grading or the pages. */
export function itemProblems(item: QuestionContent, bank: string, category: string): string[] {
  const problems: string[] = [];
  if (!item.id.startsWith(`${bank}-${category}-`)) problems.push(`id must start with ${bank}-${category}-`);
  if (item.type === 'matrix') {
    const columns = item.columns.map((column) => column.id);
    const rows = item.rows.map((row) => row.id);
    if (new Set(columns).size !== columns.length) problems.push('column ids repeat');
    if (new Set(rows).size !== rows.length) problems.push('row ids repeat');
    for (const row of rows) {
      const answer = item.answer[row];
      if (answer === undefined) problems.push(`answer has no column for row ${row}`);
      else if (!columns.includes(answer)) problems.push(`answer for row ${row} is not a column: ${answer}`);
    }
    for (const key of Object.keys(item.answer)) if (!rows.includes(key)) problems.push(`answer names an unknown row: ${key}`);
    const explained = Object.keys(item.rationale.rows);
    for (const row of rows) if (!explained.includes(row)) problems.push(`rationale does not address row ${row}`);
    for (const key of explained) if (!rows.includes(key)) problems.push(`rationale names an unknown row: ${key}`);
    return problems;
  }
  const options = item.options.map((option) => option.id);
  if (new Set(options).size !== options.length) problems.push('option ids repeat');
  if (new Set(item.answer).size !== item.answer.length) problems.push('answer repeats an option');
  for (const answer of item.answer) if (!options.includes(answer)) problems.push(`answer is not an option: ${answer}`);
  if (item.type === 'single' && item.answer.length !== 1) problems.push(`a single item needs exactly one correct option (has ${item.answer.length})`);
  if (item.type === 'multiple' && (item.answer.length < 2 || item.answer.length >= options.length)) {
    problems.push('a select-all item needs at least two correct options but not all');
  }
  const explained = Object.keys(item.rationale.options);
  for (const option of options) if (!explained.includes(option)) problems.push(`rationale does not address option ${option}`);
  for (const key of explained) if (!options.includes(key)) problems.push(`rationale names an unknown option: ${key}`);
  return problems;
}

/** File-level and item-level problems that stop start-up. */
export function structuralProblems(files: readonly QuestionFileEntry[], banks: readonly PracticeBank[] = practiceBanks): string[] {
  const problems: string[] = [];
  const seenIds = new Map<string, string>();
  const seenCategories = new Map<string, string>();
  for (const { file, data } of files) {
    const bank = banks.find((entry) => entry.bank === data.bank);
    const [folderBank, fileName] = file.split('/');
    if (folderBank !== data.bank || fileName !== `${data.category}.json`) {
      problems.push(`${file}: (file): bank and category must match the path (${data.bank}/${data.category}.json)`);
    }
    if (!bank?.categories.some((category) => category.slug === data.category)) {
      problems.push(`${file}: (file): unknown category ${data.category} for ${data.bank}`);
    }
    const key = categoryKey(data.bank, data.category);
    if (seenCategories.has(key)) problems.push(`${file}: (file): ${key} is also in ${seenCategories.get(key)}`);
    seenCategories.set(key, file);
    for (const item of data.questions) {
      if (seenIds.has(item.id)) problems.push(`${file}: ${item.id}: duplicate id (also in ${seenIds.get(item.id)})`);
      seenIds.set(item.id, file);
      for (const problem of itemProblems(item, data.bank, data.category)) problems.push(`${file}: ${item.id}: ${problem}`);
    }
  }
  return problems;
}

/** Builds the in-memory bank from checked files. */
export function buildQuestionBank(files: readonly QuestionFileEntry[]): QuestionBank {
  const byId = new Map<string, PracticeQuestion>();
  const idsByCategory = new Map<string, string[]>();
  for (const { data } of files) {
    const ids = idsByCategory.get(categoryKey(data.bank, data.category)) ?? [];
    for (const item of data.questions) {
      byId.set(item.id, { ...item, bank: data.bank, category: data.category });
      ids.push(item.id);
    }
    idsByCategory.set(categoryKey(data.bank, data.category), ids);
  }
  return { byId, idsByCategory };
}

/**
 * Reads and checks the folder; a bad file stops start-up with a message naming the file and the item
 * (every problem found, not only the first).
 */
export function loadQuestionBank(folder: string): QuestionBank {
  const { files, problems } = readQuestionFiles(folder);
  const all = [...problems, ...structuralProblems(files)];
  if (all.length > 0) {
    throw new Error(`Practice question files in ${folder} are invalid:\n${all.map((problem) => `  ${problem}`).join('\n')}`);
  }
  return buildQuestionBank(files);
}

// ---------------------------------------------------------------------------------------------------------
// The content gate.

/** Lower-case words (letters and digits only). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

function trigrams(list: string[]): Set<string> {
  const result = new Set<string>();
  for (let index = 0; index + 2 < list.length; index += 1) result.add(list.slice(index, index + 3).join(' '));
  return result;
}

function jaccard(left: Set<string>, right: Set<string>): number {
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  for (const entry of left) if (right.has(entry)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** Stems alike above this share of word trigrams, with contexts alike above CONTEXT_ALIKE, are near-duplicates. */
export const STEM_ALIKE = 0.8;
export const CONTEXT_ALIKE = 0.5;

/**
 * Near-duplicate items: the same or nearly the same stem over the same or nearly the same context (context +
 * stem compared together). Items sharing a reading passage are fine as long as their stems differ.
 */
export function nearDuplicates(items: readonly Pick<QuestionContent, 'id' | 'stem' | 'context'>[]): [string, string][] {
  const prepared = items.map((item) => {
    const stemWords = words(item.stem);
    const contextWords = words(item.context ?? '');
    return { id: item.id, stem: stemWords.join(' '), context: contextWords.join(' '), stemGrams: trigrams(stemWords), contextGrams: trigrams(contextWords) };
  });
  const pairs: [string, string][] = [];
  for (let i = 0; i < prepared.length; i += 1) {
    for (let j = i + 1; j < prepared.length; j += 1) {
      const a = prepared[i]!;
      const b = prepared[j]!;
      const stemSimilarity = a.stem === b.stem ? 1 : a.stemGrams.size < 3 || b.stemGrams.size < 3 ? 0 : jaccard(a.stemGrams, b.stemGrams);
      if (stemSimilarity <= STEM_ALIKE) continue;
      const contextSimilarity = a.context === b.context ? 1 : jaccard(a.contextGrams, b.contextGrams);
      if (contextSimilarity > CONTEXT_ALIKE) pairs.push([a.id, b.id]);
    }
  }
  return pairs;
}

/** Each answer position (a-d) of a bank's single items must be 15%-35% of them. */
export const POSITION_RANGE = { min: 0.15, max: 0.35 } as const;

/** The writers' format (QUESTION-FORMAT.md) beyond what grading needs. */
function formatProblems(item: QuestionContent, bank: PracticeBankSlug): string[] {
  const problems: string[] = [];
  if (item.type === 'single' && item.options.map((option) => option.id).join('') !== 'abcd') problems.push('a single item has options a, b, c, d');
  if (item.type === 'multiple') {
    if (bank !== 'nclex') problems.push('select-all items belong to the NCLEX bank only');
    if (!['abcde', 'abcdef'].includes(item.options.map((option) => option.id).join(''))) problems.push('a select-all item has options a-e or a-f');
    if (!/select all that apply\.?$/i.test(item.stem.trim())) problems.push('a select-all stem ends with "Select all that apply."');
  }
  if (item.type === 'matrix') {
    if (bank !== 'nclex') problems.push('matrix items belong to the NCLEX bank only');
    if (item.rows.length < 4) problems.push('a matrix item has 4 to 6 rows');
  }
  if (/<[a-z]+[ >]|\*\*|all of the above|none of the above/i.test(JSON.stringify(item))) {
    problems.push('no HTML, Markdown, "all of the above" or "none of the above"');
  }
  return problems;
}

export interface ContentRules {
  /** The banks with their categories and minimums (the real ones by default; fixtures test smaller ones). */
  banks: readonly PracticeBank[];
  /** NCLEX bank-wide item type minimums. */
  typeMinimums: { multiple: number; matrix: number };
}

/**
 * Every rule of the content gate over a questions folder: structural problems, then the quality rules.
 * An empty list means the bank is complete and fit to publish.
 */
export function contentProblems(folder: string, rules: ContentRules = { banks: practiceBanks, typeMinimums: nclexTypeMinimums }): string[] {
  const { files, problems } = readQuestionFiles(folder);
  problems.push(...structuralProblems(files, rules.banks));
  for (const { file, data } of files) {
    if (!data.verified) problems.push(`${file}: (file): not verified by a second reader (verified must be true)`);
    for (const item of data.questions) for (const problem of formatProblems(item, data.bank)) problems.push(`${file}: ${item.id}: ${problem}`);
  }
  for (const bank of rules.banks) {
    const bankFiles = files.filter((entry) => entry.data.bank === bank.bank);
    const items = bankFiles.flatMap((entry) => entry.data.questions);
    for (const category of bank.categories) {
      const count = bankFiles.filter((entry) => entry.data.category === category.slug).reduce((sum, entry) => sum + entry.data.questions.length, 0);
      if (count < category.minimum) problems.push(`${bank.bank}: category ${category.slug} has ${count} questions, under its minimum of ${category.minimum}`);
    }
    if (bank.minimumTotal !== undefined && items.length < bank.minimumTotal) {
      problems.push(`${bank.bank}: the bank has ${items.length} questions, under its minimum of ${bank.minimumTotal}`);
    }
    if (bank.bank === 'nclex') {
      for (const [type, minimum] of Object.entries(rules.typeMinimums)) {
        const count = items.filter((item) => item.type === type).length;
        if (count < minimum) problems.push(`nclex: the bank has ${count} ${type} items, under its minimum of ${minimum}`);
      }
    }
    const singles = items.filter((item) => item.type === 'single');
    if (singles.length > 0) {
      for (const position of ['a', 'b', 'c', 'd']) {
        const share = singles.filter((item) => item.answer[0] === position).length / singles.length;
        if (share < POSITION_RANGE.min || share > POSITION_RANGE.max) {
          problems.push(
            `${bank.bank}: answer position ${position} is ${(share * 100).toFixed(1)}% of the bank's ${singles.length} single items (15%-35% allowed)`,
          );
        }
      }
    }
  }
  for (const [first, second] of nearDuplicates(files.flatMap((entry) => entry.data.questions))) {
    problems.push(`near-duplicate stems (context + stem): ${first} and ${second}`);
  }
  return problems;
}
