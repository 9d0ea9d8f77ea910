import type { PlannerExamSlug } from '@nurseprep/contracts/routes';
import type { SavedStudyPlan } from '../requests/study-plan-types';

/** A visitor's plan in this browser (localStorage; effects and handlers only). */
export const planStorageKey = (exam: PlannerExamSlug) => `nurseprep.planner.${exam}`;

export function readStoredPlan(exam: PlannerExamSlug): SavedStudyPlan | null {
  try {
    const text = window.localStorage.getItem(planStorageKey(exam));
    if (!text) return null;
    const value = JSON.parse(text) as Partial<SavedStudyPlan>;
    if (typeof value.examDate !== 'string' || typeof value.hoursPerWeek !== 'number') return null;
    return { examDate: value.examDate, hoursPerWeek: value.hoursPerWeek, completed: Array.isArray(value.completed) ? value.completed.filter((id) => typeof id === 'string') : [] };
  } catch {
    return null;
  }
}

export function storePlan(exam: PlannerExamSlug, plan: SavedStudyPlan): void {
  try {
    window.localStorage.setItem(planStorageKey(exam), JSON.stringify(plan));
  } catch {
    // Storage blocked: the plan still works for this page view.
  }
}
