import { useQuery } from '@tanstack/react-query';
import { endpointQuery, endpointUrl } from '@nurseprep/shared-ui';

/** The stats' query key, for the changes that must reload them. */
export const MARKETING_STATS_PATH = endpointUrl('GET /api/marketing/stats');

/** Lead counts, loaded once on opening the dashboard; a failure is only logged. */
export function useMarketingStats() {
  const stats = endpointQuery('GET /api/marketing/stats');
  return useQuery({
    queryKey: stats.queryKey,
    queryFn: async () => {
      try {
        return await stats.queryFn();
      } catch (error) {
        console.error('Failed to load marketing stats', error);
        throw error;
      }
    },
  });
}
