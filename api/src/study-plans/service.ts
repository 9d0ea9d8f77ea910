import { studyPlanMessages, type StudyPlan, type StudyPlanExam, type StudyPlanRequest } from '@nurseprep/contracts';
import { HttpError } from '../lib/http-error';
import type { StudyPlanRow, StudyPlansRepository } from './repository';

function planResponse(row: StudyPlanRow): StudyPlan {
  return { exam: row.exam, examDate: row.examDate, hoursPerWeek: row.hoursPerWeek, completed: row.completed, updatedAt: row.updatedAt.toISOString() };
}

/** A signed-in student's saved study plan per exam: read, or replaced whole (each ticked task kept once). */
export function createStudyPlanService({ repository, now }: { repository: StudyPlansRepository; now: () => Date }) {
  return {
    async find(userId: number, exam: StudyPlanExam): Promise<StudyPlan> {
      const row = await repository.find(userId, exam);
      if (!row) throw new HttpError(404, studyPlanMessages.noStudyPlan);
      return planResponse(row);
    },

    async save(userId: number, exam: StudyPlanExam, plan: StudyPlanRequest): Promise<StudyPlan> {
      const row = await repository.save({
        userId,
        exam,
        examDate: plan.examDate,
        hoursPerWeek: plan.hoursPerWeek,
        completed: [...new Set(plan.completed)],
        updatedAt: now(),
      });
      return planResponse(row);
    },
  };
}
export type StudyPlanService = ReturnType<typeof createStudyPlanService>;
