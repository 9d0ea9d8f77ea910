import { useQuery } from '@tanstack/react-query';
import type { CampaignSummary, Page } from '@nurseprep/contracts';

export const CAMPAIGNS_LIST_PATH = '/api/marketing/campaigns?pageSize=50';

/** The campaigns; while one is sending the list refreshes every 2 seconds so staff watch it finish. */
export function useCampaigns() {
  return useQuery<Page<CampaignSummary>>({
    queryKey: [CAMPAIGNS_LIST_PATH],
    refetchInterval: (query) => (query.state.data?.items.some((campaign) => campaign.status === 'sending') ? 2000 : false),
  });
}
