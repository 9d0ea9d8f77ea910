import type { PracticeQuestion } from '@nurseprep/contracts';
import { gradeQuestion, responseProblems, toPublicQuestion } from '../../src/practice/grading';
import { loadQuestionBank } from '../../src/practice/question-bank';
import { interpretationOf, levelFor, percentOf, teasLevelOf, weakestOf } from '../../src/practice/results';
import { fixtureQuestionsDir } from '../helpers/test-app';

const bank = loadQuestionBank(fixtureQuestionsDir);
const question = (id: string) => bank.byId.get(id)!;

describe('ATI TEAS academic preparedness levels', () => {
  it.each([
    [100, 'Exemplary'],
    [90.7, 'Exemplary'],
    [90.6, 'Advanced'],
    [78, 'Advanced'],
    [77.9, 'Proficient'],
    [58.7, 'Proficient'],
    [58.6, 'Basic'],
    [41.3, 'Basic'],
    [41.2, 'Developmental'],
    [0, 'Developmental'],
  ])('reads %s%% as %s', (percent, name) => {
    expect(teasLevelOf(percent).name).toBe(name);
  });

  it('gives a level only for TEAS timed modes, and an honest sentence for every bank', () => {
    expect(levelFor('teas', 'full-simulation', 80)).toMatchObject({ name: 'Advanced', range: '78.0%-90.0%' });
    expect(levelFor('teas', 'section-quiz', 60)?.name).toBe('Proficient');
    expect(levelFor('teas', 'practice', 60)).toBeUndefined();
    expect(levelFor('hesi', 'timed-set', 60)).toBeUndefined();
    expect(interpretationOf('teas', 'full-simulation', 80)).toBe(
      "At 80%, a real TEAS score would fall in ATI's Advanced academic preparedness level (78.0%-90.0%); your school sets its own cut score.",
    );
    expect(interpretationOf('nclex', 'timed-set', 90)).toMatch(/not a pass prediction/);
    expect(interpretationOf('pharmacology', 'practice', 90)).toMatch(/syllabus/);
  });
});

describe('scores', () => {
  it('rounds percents to one decimal and picks up to three weakest categories under 70%, lowest first', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBe(0);
    const category = (slug: string, percent: number) => ({ category: slug, label: slug, correct: 0, total: 1, percent });
    expect(weakestOf([category('a', 69.9), category('b', 70), category('c', 10), category('d', 50), category('e', 20)]).map((entry) => entry.category)).toEqual([
      'c',
      'e',
      'd',
    ]);
  });
});

describe('grading', () => {
  it('scores NCLEX select-all +/- (partial credit, never below zero) and other banks all-or-nothing', () => {
    const nclex = [...bank.byId.values()].find((entry) => entry.bank === 'nclex' && entry.type === 'multiple') as Extract<PracticeQuestion, { type: 'multiple' }>;
    const distractors = nclex.options.filter((option) => !nclex.answer.includes(option.id)).map((option) => option.id);
    expect(gradeQuestion(nclex, { kind: 'choice', selected: [nclex.answer[0]!] })).toMatchObject({ correct: false, earned: 1, possible: nclex.answer.length });
    expect(gradeQuestion(nclex, { kind: 'choice', selected: [...distractors] })).toMatchObject({ earned: 0, score: 0 });
    expect(gradeQuestion(nclex, { kind: 'choice', selected: [...nclex.answer] })).toMatchObject({ correct: true, score: 1 });
    // The same item in a bank whose exam scores select-all all-or-nothing.
    const teas = { ...nclex, bank: 'teas' } as const;
    expect(gradeQuestion(teas, { kind: 'choice', selected: [nclex.answer[0]!] })).toMatchObject({ earned: 0, possible: 1, score: 0 });
    expect(gradeQuestion(teas, { kind: 'choice', selected: [...nclex.answer] })).toMatchObject({ earned: 1, possible: 1, score: 1 });
  });

  it('scores an unanswered question 0 and an unanswered matrix row as wrong', () => {
    const matrix = question('nclex-management-of-care-005') as Extract<PracticeQuestion, { type: 'matrix' }>;
    const result = gradeQuestion(matrix, { kind: 'matrix', rows: { r1: matrix.answer.r1! } });
    expect(result.score).toBe(0.25);
    expect(result.perRow?.filter((row) => row.selected === null)).toHaveLength(3);
    expect(gradeQuestion(question('hesi-math-001'), null)).toMatchObject({ correct: false, score: 0 });
  });

  it('refuses a response of the wrong kind or naming unknown options', () => {
    expect(responseProblems(question('hesi-math-001'), { kind: 'choice', selected: ['a'] })).toEqual({});
    expect(responseProblems(question('hesi-math-001'), { kind: 'matrix', rows: { r1: 'x' } })).toEqual({ 'response.kind': ["This question takes a 'choice' response"] });
    expect(responseProblems(question('nclex-management-of-care-005'), { kind: 'matrix', rows: { r1: 'z' } })).toEqual({
      'response.rows': ['Unknown column for row r1: z'],
    });
  });

  it('makes a public question with no answer, rationale or source', () => {
    for (const entry of bank.byId.values()) {
      const shown = toPublicQuestion(entry);
      expect(Object.keys(shown)).not.toEqual(expect.arrayContaining(['answer']));
      expect(JSON.stringify(shown)).not.toMatch(/"(answer|rationale|source)"/);
    }
  });
});
