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

describe('the NGN bank holds what the NCLEX-RN course promises', () => {
  const bank = buildNgnBank(readNgnFiles(path.join(content, 'ngn')));
  const standalone = bank.standaloneIds.map((id) => bank.byId.get(id)!);

  it('has at least 50 unfolding case studies and 600 NGN items in all', () => {
    expect(bank.cases.size).toBeGreaterThanOrEqual(50);
    expect(bank.byId.size).toBeGreaterThanOrEqual(600);
  });

  it('has stand-alone bowtie and trend items', () => {
    expect(standalone.filter((entry) => entry.item.type === 'bowtie').length).toBeGreaterThanOrEqual(25);
    expect(standalone.filter((entry) => entry.trend).length).toBeGreaterThanOrEqual(25);
  });

  it('spreads the stand-alone items over the client-needs categories within the test plan ranges', () => {
    // 2026 NCLEX-RN test plan: the share of each category, as a range of percent.
    const ranges: Record<string, [number, number]> = {
      'management-of-care': [15, 21],
      'safety-infection-control': [10, 16],
      'health-promotion': [6, 12],
      'psychosocial-integrity': [6, 12],
      'basic-care-comfort': [6, 12],
      'pharmacological-therapies': [13, 19],
      'reduction-of-risk': [9, 15],
      'physiological-adaptation': [11, 17],
    };
    for (const [category, [low, high]] of Object.entries(ranges)) {
      const share = (100 * standalone.filter((entry) => entry.category === category).length) / standalone.length;
      expect(`${category} ${share >= low && share <= high ? 'within' : `outside at ${share.toFixed(1)}%`}`).toBe(`${category} within`);
    }
  });

  it('uses every NGN item type and covers every clinical judgment step', () => {
    const types = new Set([...bank.byId.values()].map((entry) => entry.item.type));
    expect(types.size).toBe(14);
    for (const step of ['recognize-cues', 'analyze-cues', 'prioritize-hypotheses', 'generate-solutions', 'take-action', 'evaluate-outcomes']) {
      expect(standalone.filter((entry) => entry.step === step).length).toBeGreaterThanOrEqual(20);
    }
  });
});
