import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@nurseprep/shared-ui';

/** GET /api/practice/banks: each bank's categories with how many questions the server holds. */
export function useBanks() {
  return useQuery({ ...endpointQuery('GET /api/practice/banks'), staleTime: 5 * 60_000 });
}
