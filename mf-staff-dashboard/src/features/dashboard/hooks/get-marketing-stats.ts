import { useQuery } from '@tanstack/react-query';
import { getJson } from '@nurseprep/shared-ui';
import type { MarketingStats } from '@nurseprep/contracts';

export const MARKETING_STATS_PATH = '/api/marketing/stats';

/** Lead counts, loaded once on opening the dashboard; a failure is only logged. */
export function useMarketingStats() {
  return useQuery({
    queryKey: [MARKETING_STATS_PATH],
    queryFn: async () => {
      try {
        return await getJson<MarketingStats>(MARKETING_STATS_PATH);
      } catch (error) {
        console.error('Failed to load marketing stats', error);
        throw error;
      }
    },
  });
}
