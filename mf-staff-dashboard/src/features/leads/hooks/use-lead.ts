import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointQuery, endpointUrl, request } from '@nurseprep/shared-ui';
import type { WhatsappSendResult } from '@nurseprep/contracts';

/** The lead's page query key (its URL), for refetching it after a change. */
export const leadPath = (id: number) => endpointUrl('GET /api/marketing/leads/:id', { params: { id } });

export function useLead(id: number) {
  return useQuery(endpointQuery('GET /api/marketing/leads/:id', { params: { id } }));
}

/** Changes that show on the lead's page: it refetches after each. */
function useLeadChange<Input, Output>(id: number, change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [leadPath(id)] }),
  });
}

export function useSendLeadReply(id: number) {
  return useLeadChange(id, (message: string) => request('POST /api/marketing/leads/:id/messages', { params: { id }, body: { message } }));
}

export type SendLeadReplyResult = WhatsappSendResult;

export function useMarkInquiryContacted(leadId: number) {
  return useLeadChange(leadId, (inquiryId: number) => request('PATCH /api/marketing/tutoring-inquiries/:id', { params: { id: inquiryId }, body: { contacted: true } }));
}

export function useMarkServiceRequestContacted(leadId: number) {
  return useLeadChange(leadId, (requestId: number) => request('PATCH /api/marketing/service-requests/:id', { params: { id: requestId }, body: { status: 'contacted' } }));
}
