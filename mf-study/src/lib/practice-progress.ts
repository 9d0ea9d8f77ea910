import { useQuery } from '@tanstack/react-query';
import type { PracticeProgress } from '@nurseprep/contracts';
import { getJson } from '@nurseprep/shared-ui';

export const PRACTICE_PROGRESS_PATH = '/api/practice/progress';
export const practiceProgressQueryKey = [PRACTICE_PROGRESS_PATH] as const;

/**
 * GET /api/practice/progress (signed in): per bank and category, each submitted attempt's percent, oldest
 * first. One query for My Study and the planners, so both read one answer.
 */
export function usePracticeProgress(enabled: boolean) {
  return useQuery({ queryKey: practiceProgressQueryKey, queryFn: () => getJson<PracticeProgress>(PRACTICE_PROGRESS_PATH), enabled });
}
