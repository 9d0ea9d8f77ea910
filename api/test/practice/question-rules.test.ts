import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { practiceBanks, type PracticeBank } from '@nurseprep/contracts';
import { buildApp } from '../../src/app';
import { contentProblems, loadQuestionBank, type ContentRules } from '../../src/practice/question-bank';
import { fixtureQuestionsDir, testConfig } from '../helpers/test-app';

/**
 * The content gate's rules, each shown failing on one broken copy of the fixture bank (and passing on the
 * valid one). The fixture bank is small, so these cases use the real rules with smaller minimums.
 */
const fixtureCategories: Record<string, string[]> = {
  teas: ['reading', 'mathematics', 'science', 'english'],
  hesi: ['math', 'vocabulary'],
  nclex: ['management-of-care', 'safety-infection-control'],
  pharmacology: ['endocrine'],
};
function fixtureRules(overrides: { minimumTotal?: number; typeMinimums?: ContentRules['typeMinimums'] } = {}): ContentRules {
  const banks: PracticeBank[] = practiceBanks.map((bank) => ({
    ...bank,
    categories: bank.categories.filter((category) => fixtureCategories[bank.bank]!.includes(category.slug)).map((category) => ({ ...category, minimum: 4 })),
    ...(bank.minimumTotal !== undefined ? { minimumTotal: overrides.minimumTotal ?? 4 } : {}),
  }));
  return { banks, typeMinimums: overrides.typeMinimums ?? { multiple: 3, matrix: 2 } };
}

interface Item {
  id: string;
  stem: string;
  answer: string[] | Record<string, string>;
  rationale: { options?: Record<string, string>; rows?: Record<string, string> };
  [key: string]: unknown;
}
interface File {
  verified: boolean;
  questions: Item[];
  [key: string]: unknown;
}

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-questions-'));
  cpSync(fixtureQuestionsDir, folder, { recursive: true });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function edit(file: string, change: (data: File) => void): void {
  const target = path.join(folder, file);
  const data = JSON.parse(readFileSync(target, 'utf8')) as File;
  change(data);
  writeFileSync(target, JSON.stringify(data));
}
const item = (data: File, id: string): Item => data.questions.find((entry) => entry.id === id)!;

describe('the question content gate', () => {
  it('passes the valid fixture bank (including reading items that share a passage with distinct stems)', () => {
    expect(contentProblems(folder, fixtureRules())).toEqual([]);
  });

  it('fails a duplicate id', () => {
    edit('hesi/vocabulary.json', (data) => (item(data, 'hesi-vocabulary-002').id = 'hesi-vocabulary-001'));
    expect(contentProblems(folder, fixtureRules())).toEqual([
      'hesi/vocabulary.json: hesi-vocabulary-001: duplicate id (also in hesi/vocabulary.json)',
    ]);
  });

  it('fails a near-duplicate stem over the same passage', () => {
    edit('teas/reading.json', (data) => (item(data, 'teas-reading-002').stem = 'According to the passage, why did the clinic open on Saturday morning?'));
    expect(contentProblems(folder, fixtureRules())).toEqual(['near-duplicate stems (context + stem): teas-reading-001 and teas-reading-002']);
  });

  it('fails the same stem asked twice in different files', () => {
    edit('teas/english.json', (data) => (item(data, 'teas-english-002').stem = 'Which chamber of the heart pumps oxygenated blood into the aorta?'));
    expect(contentProblems(folder, fixtureRules())).toEqual(['near-duplicate stems (context + stem): teas-english-002 and teas-science-001']);
  });

  it('fails a single item without exactly one correct option', () => {
    edit('teas/mathematics.json', (data) => (item(data, 'teas-mathematics-001').answer = ['a', 'b']));
    expect(contentProblems(folder, fixtureRules())).toEqual([
      'teas/mathematics.json: teas-mathematics-001: a single item needs exactly one correct option (has 2)',
    ]);
  });

  it('fails a rationale that does not address every option', () => {
    edit('hesi/math.json', (data) => delete item(data, 'hesi-math-001').rationale.options!.c);
    expect(contentProblems(folder, fixtureRules())).toEqual(['hesi/math.json: hesi-math-001: rationale does not address option c']);
  });

  it('fails a matrix rationale that does not address every row', () => {
    edit('nclex/management-of-care.json', (data) => delete item(data, 'nclex-management-of-care-005').rationale.rows!.r2);
    expect(contentProblems(folder, fixtureRules())).toEqual([
      'nclex/management-of-care.json: nclex-management-of-care-005: rationale does not address row r2',
    ]);
  });

  it('fails a bank whose single items put the answer in one position too often', () => {
    edit('hesi/math.json', (data) => {
      const skewed = item(data, 'hesi-math-002');
      skewed.answer = ['a'];
    });
    expect(contentProblems(folder, fixtureRules())).toEqual([
      'hesi: answer position a is 37.5% of the bank\'s 8 single items (15%-35% allowed)',
      'hesi: answer position b is 12.5% of the bank\'s 8 single items (15%-35% allowed)',
    ]);
  });

  it('fails a category under its minimum', () => {
    rmSync(path.join(folder, 'hesi/vocabulary.json'));
    expect(contentProblems(folder, fixtureRules())).toEqual(['hesi: category vocabulary has 0 questions, under its minimum of 4']);
  });

  it('fails a bank under its minimum and NCLEX under its item-type minimums', () => {
    expect(contentProblems(folder, fixtureRules({ minimumTotal: 5, typeMinimums: { multiple: 4, matrix: 3 } }))).toEqual([
      'nclex: the bank has 3 multiple items, under its minimum of 4',
      'nclex: the bank has 2 matrix items, under its minimum of 3',
      'pharmacology: the bank has 4 questions, under its minimum of 5',
    ]);
  });

  it('fails a file not yet verified by a second reader', () => {
    edit('pharmacology/endocrine.json', (data) => (data.verified = false));
    expect(contentProblems(folder, fixtureRules())).toEqual([
      'pharmacology/endocrine.json: (file): not verified by a second reader (verified must be true)',
    ]);
  });

  it("fails the writers' format: a select-all stem without its instruction", () => {
    edit('nclex/management-of-care.json', (data) => (item(data, 'nclex-management-of-care-003').stem = 'Which tasks may the registered nurse delegate to an assistive personnel?'));
    expect(contentProblems(folder, fixtureRules())).toEqual([
      'nclex/management-of-care.json: nclex-management-of-care-003: a select-all stem ends with "Select all that apply."',
    ]);
  });
});

describe('loading the question bank at start-up', () => {
  it('keeps every question in memory with its bank and category', () => {
    const bank = loadQuestionBank(folder);
    expect(bank.byId.size).toBe(37);
    expect(bank.byId.get('nclex-management-of-care-005')).toMatchObject({ type: 'matrix', bank: 'nclex', category: 'management-of-care' });
    expect(bank.idsByCategory.get('teas/reading')).toEqual(['teas-reading-001', 'teas-reading-002', 'teas-reading-003', 'teas-reading-004']);
  });

  it('treats a missing folder as an empty bank', () => {
    expect(loadQuestionBank(path.join(folder, 'none')).byId.size).toBe(0);
  });

  it('stops on a bad file, naming the file and the item', () => {
    edit('hesi/math.json', (data) => {
      item(data, 'hesi-math-003').answr = ['c'];
      item(data, 'hesi-math-004').answer = ['e'];
    });
    writeFileSync(path.join(folder, 'teas/english.json'), '{ "bank": "teas", ');
    let message = '';
    try {
      loadQuestionBank(folder);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`Practice question files in ${folder} are invalid`);
    expect(message).toMatch(/hesi\/math\.json: hesi-math-003: .*answr/);
    expect(message).toContain('teas/english.json: not valid JSON');
  });

  it('stops on an answer that is not an option, and on a file whose bank is not its folder', () => {
    edit('hesi/math.json', (data) => (item(data, 'hesi-math-004').answer = ['e']));
    edit('hesi/vocabulary.json', (data) => (data.bank = 'teas'));
    expect(() => loadQuestionBank(folder)).toThrow(/hesi\/math\.json: hesi-math-004: answer is not an option: e/);
    expect(() => loadQuestionBank(folder)).toThrow(/hesi\/vocabulary\.json: \(file\): bank and category must match the path/);
  });
});

describe('start-up', () => {
  it('refuses to build the server over a bad question file, naming the file and the item', async () => {
    edit('nclex/safety-infection-control.json', (data) => delete item(data, 'nclex-safety-infection-control-001').rationale.options!.a);
    await expect(buildApp({ config: testConfig({ QUESTIONS_DIR: folder }) })).rejects.toThrow(
      'nclex/safety-infection-control.json: nclex-safety-infection-control-001: rationale does not address option a',
    );
  });
});
