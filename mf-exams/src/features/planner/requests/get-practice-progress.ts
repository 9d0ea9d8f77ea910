import { useQuery } from '@tanstack/react-query';
import { getJson } from '@nurseprep/shared-ui';
import type { PracticeProgressForPlanner } from './study-plan-types';

export const PRACTICE_PROGRESS_PATH = '/api/practice/progress';

/** GET /api/practice/progress, under the practice pages' key, so both read one answer. */
export function usePracticeProgress(enabled: boolean) {
  return useQuery({ queryKey: ['practice-progress'], queryFn: () => getJson<PracticeProgressForPlanner>(PRACTICE_PROGRESS_PATH), enabled });
}
