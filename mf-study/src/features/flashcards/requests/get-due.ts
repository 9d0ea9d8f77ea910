import { useQuery } from '@tanstack/react-query';
import { getJson } from '@nurseprep/shared-ui';
import type { DueDeck } from './flashcard-types';
import { DUE_PATH } from './flashcards-paths';

/**
 * GET /api/flashcards/due[?until=]: a student's reviewed decks with the cards due by `until` (the end of their
 * local day on /my-study; now by default) and the cards never reviewed.
 */
export function useDueDecks(enabled: boolean, until?: string) {
  return useQuery({
    queryKey: until ? [DUE_PATH, until] : [DUE_PATH],
    queryFn: () => getJson<DueDeck[]>(until ? `${DUE_PATH}?until=${encodeURIComponent(until)}` : DUE_PATH),
    enabled,
  });
}
