import { useQuery } from '@tanstack/react-query';
import type { Attempt } from './practice-types';
import { request, statusOf } from '@nurseprep/shared-ui';
import { attemptHeaders } from './practice-request';

export const attemptQueryKey = (id: string) => ['practice-attempt', id] as const;

export function fetchAttempt(id: string): Promise<Attempt> {
  return request('GET /api/practice/attempts/:id', { params: { id } }, attemptHeaders(id)).then((answer) => answer.attempt);
}

/**
 * GET /api/practice/attempts/:id: the attempt as the server holds it (the server closes a section whose
 * time is up before answering, so a reload after time-up shows the results). A 404 is not retried.
 */
export function useAttempt(id: string | null) {
  return useQuery({
    queryKey: attemptQueryKey(id ?? ''),
    queryFn: () => fetchAttempt(id ?? ''),
    enabled: Boolean(id),
    retry: (count, error) => statusOf(error) !== 404 && statusOf(error) !== 401 && count < 2,
    refetchOnWindowFocus: false,
  });
}
