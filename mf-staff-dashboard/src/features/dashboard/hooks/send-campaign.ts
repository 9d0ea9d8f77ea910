import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointUrl, request } from '@nurseprep/shared-ui';
import type { Campaign } from '@nurseprep/contracts';
import { MARKETING_STATS_PATH } from './get-marketing-stats';

/** The start of every campaigns list's query key, for refetching them all. */
export const CAMPAIGNS_PATH = endpointUrl('GET /api/marketing/campaigns');

export function sendCampaign(campaign: Campaign) {
  return request('POST /api/marketing/campaign', { body: campaign });
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
