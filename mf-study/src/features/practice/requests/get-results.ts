import { useQuery } from '@tanstack/react-query';
import type { AttemptResults } from './practice-types';
import { attemptPath, practiceRequest } from './practice-request';

export const resultsQueryKey = (id: string) => ['practice-results', id] as const;

export function fetchResults(id: string): Promise<AttemptResults> {
  return practiceRequest<{ results: AttemptResults }>('GET', `${attemptPath(id)}/results`, { attemptId: id }).then((answer) => answer.results);
}

/** GET /api/practice/attempts/:id/results: score, categories, level, interpretation and the full review. */
export function useResults(id: string, enabled = true) {
  return useQuery({ queryKey: resultsQueryKey(id), queryFn: () => fetchResults(id), enabled, refetchOnWindowFocus: false });
}
