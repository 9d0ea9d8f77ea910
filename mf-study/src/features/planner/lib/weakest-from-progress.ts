import type { PracticeProgressForPlanner } from '../requests/study-plan-types';
import type { WeakCategory } from './build-plan';

/** Each category's latest practice percent in a bank (the point of its newest test). */
export function latestPercents(progress: PracticeProgressForPlanner | null | undefined, bank: string): WeakCategory[] {
  const entry = progress?.banks.find((candidate) => candidate.bank === bank);
  if (!entry) return [];
  return entry.categories.flatMap((category) => {
    const latest = category.points.at(-1);
    return latest ? [{ category: category.category, percent: latest.percent }] : [];
  });
}
