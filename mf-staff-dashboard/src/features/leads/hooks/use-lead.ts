import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@nurseprep/shared-ui';
import type { LeadDetail, WhatsappSendResult } from '@nurseprep/contracts';
import { LEADS_PATH } from './use-leads';

const leadPath = (id: number) => `${LEADS_PATH}/${id}`;

export function useLead(id: number) {
  return useQuery<LeadDetail>({ queryKey: [leadPath(id)] });
}

/** Changes that show on the lead's page: it refetches after each. */
function useLeadChange<Input>(id: number, request: (input: Input) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [leadPath(id)] }),
  });
}

export function useSendLeadReply(id: number) {
  return useLeadChange(id, (message: string) => apiRequest('POST', `${leadPath(id)}/messages`, { message }));
}

export type SendLeadReplyResult = WhatsappSendResult;

export function useMarkInquiryContacted(leadId: number) {
  return useLeadChange(leadId, (inquiryId: number) => apiRequest('PATCH', `/api/marketing/tutoring-inquiries/${inquiryId}`, { contacted: true }));
}

export function useMarkServiceRequestContacted(leadId: number) {
  return useLeadChange(leadId, (requestId: number) => apiRequest('PATCH', `/api/marketing/service-requests/${requestId}`, { status: 'contacted' }));
}
