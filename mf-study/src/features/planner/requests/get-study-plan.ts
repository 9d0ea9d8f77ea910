import { useQuery } from '@tanstack/react-query';
import { getJson, statusOf } from '@nurseprep/shared-ui';
import type { PlannerExamSlug } from '@nurseprep/contracts/routes';
import type { SavedStudyPlan } from './study-plan-types';

export const studyPlanPath = (exam: PlannerExamSlug) => `/api/study-plans/${exam}`;

/** GET /api/study-plans/:exam: a student's saved plan, or null when they have none yet (404). */
export function useStudyPlan(exam: PlannerExamSlug, enabled: boolean) {
  return useQuery({
    queryKey: [studyPlanPath(exam)],
    queryFn: async () => {
      try {
        return await getJson<SavedStudyPlan>(studyPlanPath(exam));
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}
