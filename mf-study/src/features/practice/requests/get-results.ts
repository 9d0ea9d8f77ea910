import { useQuery } from '@tanstack/react-query';
import { request } from '@nurseprep/shared-ui';
import type { Attempt, AttemptResults } from './practice-types';
import { attemptHeaders } from './practice-request';

export const resultsQueryKey = (id: string) => ['practice-results', id] as const;

export function fetchResults(id: string): Promise<AttemptResults> {
  return request('GET /api/practice/attempts/:id/results', { params: { id } }, attemptHeaders(id)).then((answer) => answer.results);
}

/**
 * GET /api/practice/attempts/:id/results: score, categories, level, interpretation and the full review. Results
 * exist only once the attempt is submitted (before that the server answers 404), so it asks only then.
 */
export function useResults(attempt: Pick<Attempt, 'id' | 'status'>) {
  return useQuery({
    queryKey: resultsQueryKey(attempt.id),
    queryFn: () => fetchResults(attempt.id),
    enabled: attempt.status === 'submitted',
    refetchOnWindowFocus: false,
  });
}
