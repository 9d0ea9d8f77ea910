import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead } from '@nurseprep/contracts';
import { apiRequest } from '@nurseprep/shared-ui';
import { LEADS_PATH } from './use-leads';

/** POST .../contact-changes/:changeId/dismiss: the lead keeps its number; its page refetches. */
export function useDismissContactChange(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changeId: number) => (await (await apiRequest('POST', `${LEADS_PATH}/${leadId}/contact-changes/${changeId}/dismiss`)).json()) as Lead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [`${LEADS_PATH}/${leadId}`] }),
  });
}
