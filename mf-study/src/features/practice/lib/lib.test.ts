import type { PublicQuestion, StudyDocument } from '@nurseprep/contracts';
import { routeTable } from '../../../route-table';
import { formatClock, formatScore, spokenDuration } from './format-time';
import { flashcardsPath, plannerPath } from './flashcards';
import { documentsForCategory } from './matching-documents';
import { forgetAttempt, latestAttemptOf, MAX_EXCLUDED, rememberAttempt, rememberSeen, seenQuestions, storedAttempts, tokenOf, dropTokens } from './practice-storage';
import { choose, isAnswered } from './responses';

const single = { id: 'q1', type: 'single', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }, { id: 'c', text: 'C' }] } as PublicQuestion;
const multiple = { ...single, id: 'q2', type: 'multiple' } as PublicQuestion;
const matrix = { id: 'q3', type: 'matrix', rows: [{ id: 'r1', text: 'One' }, { id: 'r2', text: 'Two' }], columns: [{ id: 'x', text: 'Yes' }, { id: 'y', text: 'No' }] } as PublicQuestion;

describe('the clock', () => {
  it.each([
    [0, '0:00', '0 seconds'],
    [59.2, '1:00', '1 minute'],
    [305, '5:05', '5 minutes 5 seconds'],
    [3725, '1:02:05', '1 hour 2 minutes 5 seconds'],
    [-3, '0:00', '0 seconds'],
  ])('%s seconds read %s and are spoken "%s"', (seconds, shown, spoken) => {
    expect(formatClock(seconds)).toBe(shown);
    expect(spokenDuration(seconds)).toBe(spoken);
  });

  it('prints a matrix fraction with one decimal and whole scores without', () => {
    expect(formatScore(2.5)).toBe('2.5');
    expect(formatScore(7)).toBe('7');
    expect(formatScore(1 / 3)).toBe('0.3');
  });
});

describe('responses', () => {
  it('replaces the choice of a single-answer item and toggles a select-all item in option order', () => {
    expect(choose(single, { kind: 'choice', selected: ['a'] }, 'b')).toEqual({ kind: 'choice', selected: ['b'] });
    const picked = choose(multiple, choose(multiple, undefined, 'c'), 'a');
    expect(picked).toEqual({ kind: 'choice', selected: ['a', 'c'] });
    expect(choose(multiple, picked, 'c')).toEqual({ kind: 'choice', selected: ['a'] });
  });

  it('sets one column per matrix row, and counts a matrix answered only when every row is', () => {
    const one = choose(matrix, undefined, 'x', 'r1');
    expect(isAnswered(matrix, one)).toBe(false);
    expect(isAnswered(matrix, choose(matrix, one, 'y', 'r2'))).toBe(true);
    expect(isAnswered(single, { kind: 'choice', selected: [] })).toBe(false);
    expect(isAnswered(single, undefined)).toBe(false);
  });
});

describe('what the browser remembers', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps attempts newest first with their tokens, finds the latest of a bank, and drops tokens after a claim', () => {
    rememberAttempt({ id: 'one', bank: 'teas', token: 't1', createdAt: '2026-11-01T00:00:00.000Z' });
    rememberAttempt({ id: 'two', bank: 'hesi', token: 't2', createdAt: '2026-11-02T00:00:00.000Z' });
    expect(storedAttempts().map((entry) => entry.id)).toEqual(['two', 'one']);
    expect(latestAttemptOf('teas')?.id).toBe('one');
    expect(tokenOf('two')).toBe('t2');
    dropTokens(['two']);
    expect(tokenOf('two')).toBeUndefined();
    expect(tokenOf('one')).toBe('t1');
    forgetAttempt('one');
    expect(latestAttemptOf('teas')).toBeUndefined();
  });

  it('survives a broken stored value', () => {
    window.localStorage.setItem('nurseprep.practice.attempts', '{not json');
    expect(storedAttempts()).toEqual([]);
  });

  it('remembers the questions a visitor has seen, at most the API limit', () => {
    rememberSeen('nclex', Array.from({ length: MAX_EXCLUDED + 5 }, (_, index) => `nclex-x-${index}`));
    const seen = seenQuestions('nclex');
    expect(seen).toHaveLength(MAX_EXCLUDED);
    expect(seen.at(-1)).toBe(`nclex-x-${MAX_EXCLUDED + 4}`);
    expect(seenQuestions('teas')).toEqual([]);
  });
});

describe('links from the results', () => {
  it('finds the documents whose title or topics name the category', () => {
    const documents = [
      { id: 'one', title: 'TEAS 7 Science Review', topics: [], subjects: [] },
      { id: 'two', title: 'TEAS English Grammar Guide', topics: ['Punctuation'], subjects: [] },
      { id: 'three', title: 'TEAS Math', topics: ['Fractions'], subjects: [] },
    ] as unknown as StudyDocument[];
    expect(documentsForCategory(documents, 'English and Language Usage').map((document) => document.id)).toEqual(['two']);
    expect(documentsForCategory(documents, 'Science').map((document) => document.id)).toEqual(['one']);
    expect(documentsForCategory(documents, 'Reading')).toEqual([]);
  });

  it("links each bank's flashcards, and the planner where the exam has one", () => {
    expect(flashcardsPath('teas')).toBe('/exams/teas/flashcards');
    expect(flashcardsPath('pharmacology')).toBe('/exams/coursework/pharmacology/flashcards');
    expect(plannerPath('nclex')).toBe('/exams/nclex/planner');
    expect(plannerPath('pharmacology')).toBeNull();
    const paths = routeTable.routes.map((route) => route.path);
    for (const bank of ['teas', 'hesi', 'nclex', 'pharmacology'] as const) expect(paths).toContain(flashcardsPath(bank));
  });
});
