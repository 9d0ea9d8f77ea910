import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nurseprep/shared-ui';
import { LEADS_PATH } from './use-leads';

/** POST .../contact-changes/:changeId/accept: the proposed number becomes the lead's; the lead's page and the lists refetch. */
export function useAcceptContactChange(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changeId: number) => request('POST /api/marketing/leads/:id/contact-changes/:changeId/accept', { params: { id: leadId, changeId } }),
    onSettled: () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(LEADS_PATH) }),
  });
}
