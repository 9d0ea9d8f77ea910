/** The study-plans API's shapes, from contracts (types only). */
export type { StudyPlanRequest as SavedStudyPlan } from '@nurseprep/contracts';

/** GET /api/practice/progress, the part the planner reads. */
export interface PracticeProgressForPlanner {
  banks: { bank: string; categories: { category: string; points: { percent: number }[] }[] }[];
}
