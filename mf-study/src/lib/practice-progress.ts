import { useQuery } from '@tanstack/react-query';
import { endpointQuery, endpointUrl } from '@nurseprep/shared-ui';

export const PRACTICE_PROGRESS_PATH = endpointUrl('GET /api/practice/progress');
export const practiceProgressQueryKey = [PRACTICE_PROGRESS_PATH] as const;

/**
 * GET /api/practice/progress (signed in): per bank and category, each submitted attempt's percent, oldest
 * first. One query for My Study and the planners, so both read one answer.
 */
export function usePracticeProgress(enabled: boolean) {
  return useQuery({ ...endpointQuery('GET /api/practice/progress'), enabled });
}
