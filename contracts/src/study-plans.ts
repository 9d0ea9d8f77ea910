/**
 * Study plans: what the server keeps of a person's plan for an exam (the date, hours per week and
 * the tasks ticked off). The plan itself is built in the browser by a pure function from these.
 */
import { z } from 'zod';
import { studyPlanExams, studyPlanLimits } from './flashcard-decks';

export const studyPlanParamsSchema = z.object({
  exam: z.enum(studyPlanExams, { error: `Exam must be one of: ${studyPlanExams.join(', ')}` }),
});

/** A calendar date; past dates are kept (the planner shows a shorter plan, never an error). */
const examDateSchema = z.string({ error: 'Exam date must be a date (YYYY-MM-DD)' }).superRefine((value, context) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    context.addIssue({ code: 'custom', message: 'Exam date must be a date (YYYY-MM-DD)' });
    return;
  }
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    context.addIssue({ code: 'custom', message: 'Exam date is not a real date' });
  } else if (value < '2000-01-01' || value > '2099-12-31') {
    context.addIssue({ code: 'custom', message: 'Exam date must be between 2000 and 2099' });
  }
});

export const studyPlanRequestSchema = z.strictObject({
  examDate: examDateSchema,
  hoursPerWeek: z
    .number({ error: 'Hours per week must be a whole number' })
    .int('Hours per week must be a whole number')
    .min(studyPlanLimits.minHoursPerWeek, `Hours per week must be at least ${studyPlanLimits.minHoursPerWeek}`)
    .max(studyPlanLimits.maxHoursPerWeek, `Hours per week must be at most ${studyPlanLimits.maxHoursPerWeek}`),
  completed: z
    .array(
      z
        .string({ error: 'A task id must be a string' })
        .min(1, 'A task id must not be empty')
        .max(studyPlanLimits.maxTaskIdLength, 'A task id is too long')
        .refine((value) => ![...value].some((character) => character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127), 'A task id must not hold control characters'),
    )
    .max(studyPlanLimits.maxCompletedTasks, `At most ${studyPlanLimits.maxCompletedTasks} completed tasks`),
});
export type StudyPlanRequest = z.infer<typeof studyPlanRequestSchema>;

/** The saved plan (`completed` without repeats, in the order first sent). */
export const studyPlanSchema = z.object({
  exam: z.enum(studyPlanExams),
  examDate: z.string(),
  hoursPerWeek: z.number().int(),
  completed: z.array(z.string()),
  updatedAt: z.iso.datetime(),
});
export type StudyPlan = z.infer<typeof studyPlanSchema>;

/** What the study-plans endpoints answer when they refuse a request. */
export const studyPlanMessages = {
  noStudyPlan: 'No study plan for this exam',
} as const;
