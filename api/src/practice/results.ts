import {
  practiceCategoryLabel,
  type CategoryScore,
  type PracticeBankSlug,
  type PracticeMode,
  type PracticeResults,
  type TeasLevelName,
} from '@nurseprep/contracts';

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
