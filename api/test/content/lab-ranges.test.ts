import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../../src/config';

/** One set of adult reference ranges: the lab-values PDF and the lab-values deck state the same numbers. */
const content = path.join(repositoryRoot, 'api', 'content');
const ranges: { id: string; test: string; range: string }[] = JSON.parse(readFileSync(path.join(content, 'lab-reference-ranges.json'), 'utf8')).ranges;
const deck: { cards: { id: string; front: string; back: string }[] } = JSON.parse(readFileSync(path.join(content, 'flashcards', 'lab-values.json'), 'utf8'));
const document = readFileSync(path.join(content, 'documents', 'lab-values-reference.md'), 'utf8');

/** The first "low-high" pair of a text, written without spaces: "135-145". */
const firstRange = (text: string) =>
  /(\d[\d.,]*\d|\d)\s*-\s*(\d[\d.,]*\d|\d)/.exec(text)?.slice(1, 3).join('-');
/** A test's name without its parenthesis: "Sodium (Na)" and "Sodium" are the same test. */
const nameOf = (text: string) => text.replace(/\s*\(.*?\)/g, '').trim().toLowerCase();

/** The card that states each test's normal range. */
const cardOf: Record<string, string> = {
  sodium: 'lab-values-001',
  potassium: 'lab-values-002',
  chloride: 'lab-values-004',
  'calcium-total': 'lab-values-005',
  'calcium-ionized': 'lab-values-006',
  magnesium: 'lab-values-009',
  phosphorus: 'lab-values-010',
  'glucose-fasting': 'lab-values-011',
  bun: 'lab-values-016',
  creatinine: 'lab-values-017',
  'hemoglobin-men': 'lab-values-020',
  'hematocrit-men': 'lab-values-021',
  wbc: 'lab-values-022',
  platelets: 'lab-values-023',
  pt: 'lab-values-027',
  'inr-warfarin': 'lab-values-028',
  aptt: 'lab-values-030',
  ph: 'lab-values-031',
  paco2: 'lab-values-032',
  hco3: 'lab-values-033',
  pao2: 'lab-values-034',
  alt: 'lab-values-041',
  'bilirubin-total': 'lab-values-042',
  albumin: 'lab-values-043',
  digoxin: 'lab-values-046',
  lithium: 'lab-values-047',
  'urine-specific-gravity': 'lab-values-048',
};

describe('lab reference ranges', () => {
  it('has one entry per test, each with a range', () => {
    expect(new Set(ranges.map((entry) => entry.id)).size).toBe(ranges.length);
    for (const entry of ranges) expect(entry.range).toMatch(/\d/);
  });

  it.each(Object.entries(cardOf))('the lab-values deck states the same range for %s', (id, cardId) => {
    const entry = ranges.find((candidate) => candidate.id === id);
    const card = deck.cards.find((candidate) => candidate.id === cardId);
    expect(entry && card).toBeTruthy();
    expect(firstRange(card!.back)).toBe(firstRange(entry!.range));
  });

  it('the lab-values PDF states every range its tables hold as the file does', () => {
    // Each range of the file that the document has a row for appears in that row.
    const rows = document
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const checked = ranges.flatMap((entry) => {
      const row = rows.find((cells) => nameOf(cells[1] ?? '') === nameOf(entry.test));
      return row ? [{ entry, row }] : [];
    });
    expect(checked.length).toBeGreaterThanOrEqual(20);
    for (const { entry, row } of checked) expect(`${entry.id}: ${firstRange(row[2] ?? '')}`).toBe(`${entry.id}: ${firstRange(entry.range)}`);
  });
});
