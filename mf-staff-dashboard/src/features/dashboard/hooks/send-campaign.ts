import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@nurseprep/shared-ui';
import type { Campaign, CampaignResult } from '@nurseprep/contracts';
import { MARKETING_STATS_PATH } from './get-marketing-stats';

export const CAMPAIGNS_PATH = '/api/marketing/campaigns';

export async function sendCampaign(campaign: Campaign): Promise<CampaignResult> {
  const response = await apiRequest('POST', '/api/marketing/campaign', campaign);
  return (await response.json()) as CampaignResult;
}

/** Queues a campaign; on success the stats reload and the campaigns list refetches. */
export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCampaign,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [MARKETING_STATS_PATH] }),
        queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(CAMPAIGNS_PATH) }),
      ]);
    },
  });
}
