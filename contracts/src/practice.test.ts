import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createAttemptRequestSchema,
  practiceBanks,
  practiceResponseSchema,
  publicQuestionSchema,
  questionFileSchema,
  saveResponseRequestSchema,
  sectionQuizSeconds,
  teasSections,
  timedSetSeconds,
} from './practice';

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  return result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('practice banks', () => {
  it('has the four banks with their pages, categories and modes', () => {
    expect(practiceBanks.map((bank) => [bank.bank, bank.label, bank.path, bank.categories.length, bank.modes.join(',')])).toEqual([
      ['teas', 'ATI TEAS 7', '/exams/teas/practice', 4, 'practice,section-quiz,full-simulation'],
      ['hesi', 'HESI A2', '/exams/hesi/practice', 7, 'practice,timed-set'],
      ['nclex', 'NCLEX-RN', '/exams/nclex/practice', 8, 'practice,timed-set'],
      ['pharmacology', 'Pharmacology', '/exams/coursework/pharmacology/practice', 6, 'practice,timed-set'],
    ]);
    const minimums = practiceBanks.map((bank) => bank.categories.reduce((sum, category) => sum + category.minimum, 0));
    expect(minimums).toEqual([240, 140, 160, 60]);
  });

  it('paces the TEAS sections as the real test (170 questions, 209 minutes) and quizzes at the same pace', () => {
    expect(teasSections.reduce((sum, section) => sum + section.questions, 0)).toBe(170);
    expect(teasSections.reduce((sum, section) => sum + section.minutes, 0)).toBe(209);
    expect(sectionQuizSeconds('reading', 45)).toBe(55 * 60);
    expect(sectionQuizSeconds('mathematics', 10)).toBe(Math.round((10 * 57 * 60) / 38));
    expect(sectionQuizSeconds('english', 10)).toBe(600);
    expect(timedSetSeconds('hesi', 10)).toBe(600);
    expect(timedSetSeconds('nclex', 150)).toBe(5 * 60 * 60);
    expect(timedSetSeconds('pharmacology', 10)).toBe(900);
    expect(() => timedSetSeconds('teas', 10)).toThrow();
  });
});

describe('practice requests', () => {
  it('accepts a practice set and a section quiz', () => {
    expect(createAttemptRequestSchema.safeParse({ bank: 'hesi', mode: 'practice', categories: ['math'], count: 10 }).success).toBe(true);
    expect(createAttemptRequestSchema.safeParse({ bank: 'teas', mode: 'section-quiz', section: 'science', count: 10 }).success).toBe(true);
    expect(createAttemptRequestSchema.safeParse({ bank: 'teas', mode: 'full-simulation' }).success).toBe(true);
  });

  it('names the field of a bad request', () => {
    expect(issuesOf(createAttemptRequestSchema.safeParse({ bank: 'gre', mode: 'practice' }))).toEqual(['bank: Choose a question bank']);
    expect(issuesOf(createAttemptRequestSchema.safeParse({ bank: 'hesi', mode: 'full-simulation' }))).toEqual([
      'mode: HESI A2 has no full-simulation mode',
    ]);
    expect(issuesOf(createAttemptRequestSchema.safeParse({ bank: 'hesi', mode: 'practice', categories: ['astrology'] }))).toEqual([
      'categories: Unknown category: astrology',
    ]);
    expect(issuesOf(createAttemptRequestSchema.safeParse({ bank: 'teas', mode: 'section-quiz' }))).toEqual(['section: Choose a TEAS section']);
    expect(issuesOf(createAttemptRequestSchema.safeParse({ bank: 'teas', mode: 'section-quiz', section: 'english', count: 38 }))).toEqual([
      'count: At most 37 questions in a section quiz',
    ]);
    expect(issuesOf(createAttemptRequestSchema.safeParse({ bank: 'nclex', mode: 'practice', count: 151 }))).toEqual([
      'count: Ask for at most 150 questions',
    ]);
    expect(issuesOf(createAttemptRequestSchema.safeParse({ bank: 'nclex', mode: 'practice', extra: 1 }))[0]).toMatch(/extra|Unrecognized/);
  });

  it('reads responses of both kinds and refuses others', () => {
    expect(practiceResponseSchema.safeParse({ kind: 'choice', selected: ['a'] }).success).toBe(true);
    expect(practiceResponseSchema.safeParse({ kind: 'matrix', rows: { r1: 'x' } }).success).toBe(true);
    expect(issuesOf(practiceResponseSchema.safeParse({ kind: 'choice', selected: [] }))).toEqual(['selected: Choose at least one option']);
    expect(practiceResponseSchema.safeParse({ kind: 'essay', text: 'hi' }).success).toBe(false);
    expect(issuesOf(saveResponseRequestSchema.safeParse({}))).toEqual(['response: Send a response or a flag']);
    expect(saveResponseRequestSchema.safeParse({ flagged: true }).success).toBe(true);
  });
});

describe('question content and the public question', () => {
  const single = {
    id: 'hesi-math-001',
    type: 'single',
    subcategory: 'Fractions',
    difficulty: 'easy',
    stem: 'What is 1/2 + 1/4?',
    options: [
      { id: 'a', text: '3/4' },
      { id: 'b', text: '2/6' },
      { id: 'c', text: '1/8' },
      { id: 'd', text: '2/4' },
    ],
    answer: ['a'],
    rationale: { explanation: 'Common denominator 4: 2/4 + 1/4 = 3/4.', options: { a: 'Right.', b: 'Adds across.', c: 'Multiplies.', d: 'Drops a term.' } },
    source: 'Arithmetic',
  };

  it('reads a file of items and refuses unknown fields', () => {
    expect(questionFileSchema.safeParse({ bank: 'hesi', category: 'math', verified: false, questions: [single] }).success).toBe(true);
    const bad = questionFileSchema.safeParse({ bank: 'hesi', category: 'math', verified: false, questions: [{ ...single, answr: ['a'] }] });
    expect(issuesOf(bad).join()).toMatch(/questions\.0/);
  });

  it('strips the key and rationale from a public question', () => {
    const parsed = publicQuestionSchema.parse({ ...single, category: 'math' });
    expect(Object.keys(parsed).sort()).toEqual(['category', 'difficulty', 'id', 'options', 'stem', 'subcategory', 'type']);
  });
});

describe('practice-banks.ts', () => {
  it('imports nothing (no zod), so exam pages can use the banks without downloading zod', () => {
    const source = readFileSync(path.join(process.cwd(), 'contracts', 'src', 'practice-banks.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).toContain('export const practiceBanks');
  });
});
