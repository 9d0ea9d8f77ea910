import { useQuery } from '@tanstack/react-query';
import type { PracticeProgress } from './practice-types';
import { PRACTICE_API, practiceRequest } from './practice-request';

export const PROGRESS_PATH = `${PRACTICE_API}/progress`;

/** GET /api/practice/progress: per bank and category, each submitted attempt's percent, oldest first. */
export function useProgress(enabled: boolean) {
  return useQuery({ queryKey: ['practice-progress'], queryFn: () => practiceRequest<PracticeProgress>('GET', PROGRESS_PATH), enabled });
}
