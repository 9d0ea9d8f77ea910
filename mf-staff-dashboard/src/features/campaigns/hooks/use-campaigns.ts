import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@nurseprep/shared-ui';

/** The campaigns; while one is sending the list refreshes every 2 seconds so staff watch it finish. */
export function useCampaigns() {
  return useQuery({
    ...endpointQuery('GET /api/marketing/campaigns', { query: { pageSize: 50 } }),
    refetchInterval: (query) => (query.state.data?.items.some((campaign) => campaign.status === 'sending') ? 2000 : false),
  });
}
