import type { ChartSection, NgnItem } from '@nurseprep/contracts';
import type { NgnFiles } from './bank';

/**
 * The quality rules the content test holds the NGN bank to, beyond what start-up checks: every file read by a
 * second person, the laboratory ranges the charts show are the site's, and no two items alike.
 */

export interface LabRange {
  id: string;
  test: string;
  range: string;
}

/**
 * A test's name as a set of words, without parentheses and punctuation: "Sodium (Na)" and "sodium" are one test,
 * and so are "Ionized calcium" and "Calcium, ionized".
 */
export const labNameOf = (text: string) =>
  text
    .replace(/\s*\(.*?\)/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .sort()
    .join(' ');

/** Chart rows whose reference range differs from the site's range for that test: "section: test: shown, expected". */
export function labRangeProblems(chart: readonly ChartSection[], ranges: readonly LabRange[]): string[] {
  const problems: string[] = [];
  for (const section of chart) {
    if (section.kind !== 'table') continue;
    const rangeColumn = section.columns.findIndex((column) => /reference range/i.test(column));
    if (rangeColumn < 0) continue;
    // The test's name: the column headed Test (or Laboratory test, Analyte), else the first one.
    const nameColumn = Math.max(0, section.columns.findIndex((column) => /^(laboratory test|lab test|test|analyte)/i.test(column.trim())));
    for (const row of section.rows) {
      const test = labNameOf(row[nameColumn] ?? '');
      const entry = ranges.find((candidate) => labNameOf(candidate.test) === test);
      const shown = row[rangeColumn] ?? '';
      if (entry && shown !== entry.range) problems.push(`${section.title}: ${row[nameColumn]}: shows '${shown}', the site's range is '${entry.range}'`);
    }
  }
  return problems;
}

/** What a candidate reads of an item (stem, text, options, rows, blanks), normalised: equal for an item written twice. */
function shownText(item: NgnItem): string {
  const { id: _id, difficulty: _difficulty, topic: _topic, source: _source, rationale: _rationale, ...shown } = item;
  return JSON.stringify(shown).toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Every problem of the content gate, as `file: message`. */
export function ngnContentProblems(files: Pick<NgnFiles, 'cases' | 'standalone'>, ranges: readonly LabRange[]): string[] {
  const problems: string[] = [];
  for (const { file, data } of [...files.cases, ...files.standalone]) {
    if (!data.verified) problems.push(`${file}: not verified by a second reader`);
  }
  for (const { file, data } of files.cases) {
    problems.push(...labRangeProblems(data.chart, ranges).map((problem) => `${file}: ${problem}`));
    for (const entry of data.items) problems.push(...labRangeProblems(entry.chartUpdates ?? [], ranges).map((problem) => `${file}: ${entry.item.id}: ${problem}`));
  }
  for (const { file, data } of files.standalone) {
    for (const entry of data.items) problems.push(...labRangeProblems(entry.chart ?? [], ranges).map((problem) => `${file}: ${entry.item.id}: ${problem}`));
  }
  // Two items a candidate would read the same are one item written twice.
  const seen = new Map<string, string>();
  const items = [...files.cases.flatMap(({ data }) => data.items.map(({ item }) => item)), ...files.standalone.flatMap(({ data }) => data.items.map(({ item }) => item))];
  for (const item of items) {
    const key = shownText(item);
    const earlier = seen.get(key);
    if (earlier) problems.push(`${item.id}: reads the same as ${earlier}`);
    else seen.set(key, item.id);
  }
  return problems;
}
