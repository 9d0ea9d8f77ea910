import { useQuery } from '@tanstack/react-query';
import { endpointQuery, statusOf } from '@nurseprep/shared-ui';
import type { PlannerExamSlug } from '@nurseprep/contracts/routes';

/** A student's saved plan, or null when they have none yet (404). */
export function useStudyPlan(exam: PlannerExamSlug, enabled: boolean) {
  const { queryKey, queryFn } = endpointQuery('GET /api/study-plans/:exam', { params: { exam } });
  return useQuery({
    queryKey,
    queryFn: async () => {
      try {
        return await queryFn();
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}
