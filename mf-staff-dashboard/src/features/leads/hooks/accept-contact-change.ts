import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead } from '@nurseprep/contracts';
import { apiRequest } from '@nurseprep/shared-ui';
import { LEADS_PATH } from './use-leads';

/** POST .../contact-changes/:changeId/accept: the proposed number becomes the lead's; the lead's page and the lists refetch. */
export function useAcceptContactChange(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changeId: number) => (await (await apiRequest('POST', `${LEADS_PATH}/${leadId}/contact-changes/${changeId}/accept`)).json()) as Lead,
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(LEADS_PATH) }),
  });
}
