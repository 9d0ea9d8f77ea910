/**
 * How the API grades practice questions and words an attempt's results: pure functions of the question
 * content and the scores, with the messages of its practice errors and the grace it gives a late answer. The
 * API grades with them, and the front-end tests' fake of the practice API answers with the same results.
 */
import {
  practiceCategoryLabel,
  type PracticeBankSlug,
  type PracticeMode,
  type TeasLevelName,
} from './practice-banks';
import type { CategoryScore, PracticeQuestion, PracticeResponse, PracticeResults, PublicQuestion, QuestionResult } from './practice';

/** The messages of the practice API's errors. */
export const practiceMessages = {
  notFound: 'Practice attempt not found',
  questionNotFound: 'This question is not part of the attempt',
  submitted: 'This attempt has been submitted.',
  timeUp: 'Time is up for this section.',
  sectionClosed: 'This section is closed.',
  sectionNotStarted: 'This section has not started yet.',
  alreadyAnswered: 'This question is already answered: the first answer stands.',
  noNextSection: 'There is no next section: submit the attempt.',
  noQuestions: 'There are no questions in these categories yet.',
  resultsNotReady: 'Results are ready once the attempt is submitted.',
} as const;

/** An answer sent in the last moment still counts if it arrives within this after the section's end. */
export const GRACE_MS = 2000;

/** What the browser may see of a question before it is graded: no key, no rationale, no source. */
export function toPublicQuestion(question: PracticeQuestion): PublicQuestion {
  const base: PublicQuestion = {
    id: question.id,
    type: question.type,
    category: question.category,
    subcategory: question.subcategory,
    difficulty: question.difficulty,
    stem: question.stem,
  };
  if (question.context !== undefined) base.context = question.context;
  if (question.type === 'matrix') {
    base.rows = question.rows.map(({ id, text }) => ({ id, text }));
    base.columns = question.columns.map(({ id, text }) => ({ id, text }));
  } else {
    base.options = question.options.map(({ id, text }) => ({ id, text }));
  }
  return base;
}

/**
 * Why a response does not fit its question, as field errors (empty: it fits). Checked before anything is
 * stored, so a bad answer never leaves half a write behind.
 */
export function responseProblems(question: PracticeQuestion, response: PracticeResponse): Record<string, string[]> {
  if (question.type === 'matrix') {
    if (response.kind !== 'matrix') return { 'response.kind': ["This question takes a 'matrix' response"] };
    const rows = question.rows.map((row) => row.id);
    const columns = question.columns.map((column) => column.id);
    const problems: string[] = [];
    for (const [row, column] of Object.entries(response.rows)) {
      if (!rows.includes(row)) problems.push(`Unknown row: ${row}`);
      else if (!columns.includes(column)) problems.push(`Unknown column for row ${row}: ${column}`);
    }
    return problems.length > 0 ? { 'response.rows': problems } : {};
  }
  if (response.kind !== 'choice') return { 'response.kind': ["This question takes a 'choice' response"] };
  const options = question.options.map((option) => option.id);
  const problems: string[] = [];
  for (const selected of response.selected) if (!options.includes(selected)) problems.push(`Unknown option: ${selected}`);
  if (new Set(response.selected).size !== response.selected.length) problems.push('An option is selected twice');
  if (question.type === 'single' && response.selected.length !== 1) problems.push('Choose exactly one option');
  return problems.length > 0 ? { 'response.selected': problems } : {};
}

/**
 * Grades one question (an unanswered one scores 0). Single: 1 point or 0. Matrix: a point per row right.
 * Select all that apply: in the NCLEX-RN bank by NCSBN's +/- rule (a point for each key chosen, one taken away
 * for each other option chosen, never below zero; see api/src/ngn/scoring.ts), elsewhere all-or-nothing as the
 * TEAS and HESI score it; either way with the per-option picture.
 */
export function gradeQuestion(question: PracticeQuestion, response: PracticeResponse | null): QuestionResult {
  if (question.type === 'matrix') {
    const answered = response?.kind === 'matrix' ? response.rows : {};
    const perRow = question.rows.map((row) => {
      const selected = answered[row.id] ?? null;
      const key = question.answer[row.id]!;
      return { id: row.id, selected, key, correct: selected === key };
    });
    const right = perRow.filter((row) => row.correct).length;
    return {
      correct: right === perRow.length,
      score: perRow.length === 0 ? 0 : right / perRow.length,
      earned: right,
      possible: Math.max(1, perRow.length),
      key: { ...question.answer },
      rationale: { explanation: question.rationale.explanation, rows: { ...question.rationale.rows } },
      perRow,
    };
  }
  const selected = response?.kind === 'choice' ? response.selected : [];
  const key = question.answer;
  const allRight = selected.length === key.length && key.every((id) => selected.includes(id));
  const plusMinus = question.type === 'multiple' && question.bank === 'nclex';
  const earned = plusMinus
    ? Math.max(0, selected.filter((id) => key.includes(id)).length - selected.filter((id) => !key.includes(id)).length)
    : allRight
      ? 1
      : 0;
  const possible = plusMinus ? key.length : 1;
  const result: QuestionResult = {
    correct: allRight,
    score: earned / possible,
    earned,
    possible,
    key: [...key],
    rationale: { explanation: question.rationale.explanation, options: { ...question.rationale.options } },
  };
  if (question.type === 'multiple') {
    result.perOption = question.options.map((option) => ({ id: option.id, selected: selected.includes(option.id), correct: key.includes(option.id) }));
  }
  return result;
}

/** A percent with one decimal. */
export function percentOf(correct: number, total: number): number {
  return total === 0 ? 0 : Math.round((correct / total) * 1000) / 10;
}

/**
 * ATI TEAS academic preparedness levels, as ATI names them, for the adjusted individual total score:
 * Developmental 0%-40.7%, Basic 41.3%-58.0%, Proficient 58.7%-77.3%, Advanced 78.0%-90.0%,
 * Exemplary 90.7%-100%. ATI's reported scores move in steps, so each level here starts at ATI's published
 * lower bound and runs up to the next level's.
 * Source: the ranges ATI publishes for the TEAS 7 score report, as reproduced in
 * https://psychometric-success.com/aptitude-tests/test-types/teas-test-scores and
 * https://www.wikijob.co.uk/aptitude-tests/test-types/teas-test-scores (both give the same five ranges;
 * checked with the search tool on 2026-11-24; ATI's own page was not reachable from here).
 */
export const teasLevels: readonly { name: TeasLevelName; from: number; range: string }[] = [
  { name: 'Exemplary', from: 90.7, range: '90.7%-100%' },
  { name: 'Advanced', from: 78.0, range: '78.0%-90.0%' },
  { name: 'Proficient', from: 58.7, range: '58.7%-77.3%' },
  { name: 'Basic', from: 41.3, range: '41.3%-58.0%' },
  { name: 'Developmental', from: 0, range: '0%-40.7%' },
];

export function teasLevelOf(percent: number): (typeof teasLevels)[number] {
  return teasLevels.find((level) => percent >= level.from) ?? teasLevels[teasLevels.length - 1]!;
}

const levelNote =
  "ATI's levels describe its own adjusted TEAS score; this is our practice questions' percent read on the same scale, a guide rather than a prediction.";

/** One honest sentence per bank on what the score means. */
export function interpretationOf(bank: PracticeBankSlug, mode: PracticeMode, percent: number): string {
  switch (bank) {
    case 'teas': {
      if (mode === 'practice') {
        return "Schools set their own TEAS cut scores (many ask for ATI's Proficient level, 58.7%, or higher); this untimed practice shows what to study, not your TEAS score.";
      }
      const level = teasLevelOf(percent);
      return `At ${percent}%, a real TEAS score would fall in ATI's ${level.name} academic preparedness level (${level.range}); your school sets its own cut score.`;
    }
    case 'hesi':
      return "Most schools ask for 75-85% on each HESI A2 section; check your school's cut score.";
    case 'nclex':
      return 'The NCLEX-RN is pass or fail and adapts to you, so a percent on practice questions is not a pass prediction: use it to see which client-needs areas to review.';
    case 'pharmacology':
      return 'Pharmacology courses set their own passing scores (check your syllabus); use the categories below to see which drug groups to review.';
  }
}

export interface ScoredQuestion {
  category: string;
  score: number;
}

export function scoreByCategory(bank: PracticeBankSlug, questions: readonly ScoredQuestion[]): CategoryScore[] {
  const order: string[] = [];
  const tally = new Map<string, { correct: number; total: number }>();
  for (const question of questions) {
    if (!tally.has(question.category)) {
      order.push(question.category);
      tally.set(question.category, { correct: 0, total: 0 });
    }
    const entry = tally.get(question.category)!;
    entry.correct += question.score;
    entry.total += 1;
  }
  return order.map((category) => {
    const { correct, total } = tally.get(category)!;
    return { category, label: practiceCategoryLabel(bank, category), correct: Math.round(correct * 100) / 100, total, percent: percentOf(correct, total) };
  });
}

/** Up to three categories under 70%, lowest first. */
export function weakestOf(categories: readonly CategoryScore[]): CategoryScore[] {
  return categories
    .filter((category) => category.percent < 70)
    .sort((left, right) => left.percent - right.percent)
    .slice(0, 3);
}

export function levelFor(bank: PracticeBankSlug, mode: PracticeMode, percent: number): PracticeResults['level'] {
  if (bank !== 'teas' || (mode !== 'full-simulation' && mode !== 'section-quiz')) return undefined;
  const level = teasLevelOf(percent);
  return { name: level.name, range: level.range, note: levelNote };
}
