import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { studyPlans } from '../db/schema';

export type StudyPlanRow = typeof studyPlans.$inferSelect;
export type StudyPlanWrite = typeof studyPlans.$inferInsert;

/** Study plans, one per account and exam. Every query is scoped to one user id (the signed-in account). */
export function createStudyPlansRepository(db: Executor) {
  return {
    async find(userId: number, exam: StudyPlanRow['exam'], executor: Executor = db): Promise<StudyPlanRow | undefined> {
      const [row] = await executor
        .select()
        .from(studyPlans)
        .where(and(eq(studyPlans.userId, userId), eq(studyPlans.exam, exam)));
      return row;
    },

    /** Inserts the account's plan for the exam, or replaces the one it has. */
    async save(plan: StudyPlanWrite, executor: Executor = db): Promise<StudyPlanRow> {
      const [row] = await executor
        .insert(studyPlans)
        .values(plan)
        .onConflictDoUpdate({
          target: [studyPlans.userId, studyPlans.exam],
          set: { examDate: plan.examDate, hoursPerWeek: plan.hoursPerWeek, completed: plan.completed, updatedAt: plan.updatedAt },
        })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },
  };
}
export type StudyPlansRepository = ReturnType<typeof createStudyPlansRepository>;
