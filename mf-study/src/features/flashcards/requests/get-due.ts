import { useQuery } from '@tanstack/react-query';
import { request } from '@nurseprep/shared-ui';
import { DUE_PATH } from './flashcards-paths';

/**
 * A student's reviewed decks with the cards due by `until` (the end of their local day on /my-study; now by
 * default) and the cards never reviewed.
 */
export function useDueDecks(enabled: boolean, until?: string) {
  return useQuery({
    queryKey: until ? [DUE_PATH, until] : [DUE_PATH],
    queryFn: () => request('GET /api/flashcards/due', { query: { until } }),
    enabled,
  });
}
