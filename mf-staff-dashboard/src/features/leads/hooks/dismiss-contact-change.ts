import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nurseprep/shared-ui';
import { leadPath } from './use-lead';

/** POST .../contact-changes/:changeId/dismiss: the lead keeps its number; its page refetches. */
export function useDismissContactChange(leadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changeId: number) => request('POST /api/marketing/leads/:id/contact-changes/:changeId/dismiss', { params: { id: leadId, changeId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [leadPath(leadId)] }),
  });
}
