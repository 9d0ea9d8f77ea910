import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointUrl, request } from '@nurseprep/shared-ui';
import type { PlannerExamSlug } from '@nurseprep/contracts/routes';
import type { SavedStudyPlan } from './study-plan-types';

/** The exam date, hours and ticked tasks, saved like the rest of a student's progress. */
export function useSaveStudyPlan(exam: PlannerExamSlug) {
  const queryClient = useQueryClient();
  const key = endpointUrl('GET /api/study-plans/:exam', { params: { exam } });
  return useMutation({
    // One save at a time, in order: ticks made quickly never reach the server out of order.
    scope: { id: key },
    mutationFn: (plan: SavedStudyPlan) => request('PUT /api/study-plans/:exam', { params: { exam }, body: plan }),
    onSuccess: (plan) => queryClient.setQueryData([key], plan),
  });
}
