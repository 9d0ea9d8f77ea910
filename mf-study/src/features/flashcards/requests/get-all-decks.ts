import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@nurseprep/shared-ui';

/** Every deck (where /my-study's due decks are studied). */
export function useAllDecks(enabled = true) {
  return useQuery({ ...endpointQuery('GET /api/flashcards/decks'), enabled });
}
