import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../../src/config';
import { buildNgnBank, readNgnFiles } from '../../src/ngn/bank';
import { ngnContentProblems, type LabRange } from '../../src/ngn/content-gate';

const content = path.join(repositoryRoot, 'api', 'content');
const ranges: LabRange[] = JSON.parse(readFileSync(path.join(content, 'lab-reference-ranges.json'), 'utf8')).ranges;

describe('the NGN bank as written', () => {
  const files = readNgnFiles(path.join(content, 'ngn'));

  it('reads without a problem: schemas, answers naming real options, rationales for every part, unique ids', () => {
    expect(files.problems).toEqual([]);
  });

  it('passes the content gate: verified, the site lab ranges in every chart, no item written twice', () => {
    expect(ngnContentProblems(files, ranges)).toEqual([]);
  });

  it('delivers each case item with the chart as it stands at that step', () => {
    const bank = buildNgnBank(files);
    for (const caseStudy of bank.cases.values()) {
      const charts = caseStudy.items.map(({ item }) => bank.byId.get(item.id)!.chart);
      const size = (chart: (typeof charts)[number]) => chart.reduce((sum, section) => sum + (section.kind === 'notes' ? section.entries.length : section.rows.length), 0);
      for (let index = 1; index < charts.length; index += 1) expect(size(charts[index]!)).toBeGreaterThanOrEqual(size(charts[index - 1]!));
      expect(size(charts[5]!)).toBeGreaterThan(size(charts[0]!));
    }
  });
});
