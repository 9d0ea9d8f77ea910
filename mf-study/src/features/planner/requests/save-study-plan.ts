import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@nurseprep/shared-ui';
import type { PlannerExamSlug } from '@nurseprep/contracts/routes';
import { studyPlanPath } from './get-study-plan';
import type { SavedStudyPlan } from './study-plan-types';

/** PUT /api/study-plans/:exam: the exam date, hours and ticked tasks, saved like the rest of a student's progress. */
export function useSaveStudyPlan(exam: PlannerExamSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    // One save at a time, in order: ticks made quickly never reach the server out of order.
    scope: { id: studyPlanPath(exam) },
    mutationFn: async (plan: SavedStudyPlan) => {
      await apiRequest('PUT', studyPlanPath(exam), plan);
      return plan;
    },
    onSuccess: (plan) => queryClient.setQueryData([studyPlanPath(exam)], plan),
  });
}
