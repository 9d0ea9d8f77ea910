import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointUrl, request } from '@nurseprep/shared-ui';
import type { LeadStatus } from '@nurseprep/contracts';
import { LEADS_PATH } from './use-leads';

/** PATCH a lead's status; the leads lists, the lead's page and the dashboard stats refetch. */
export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: LeadStatus }) => request('PATCH /api/marketing/leads/:id', { params: { id }, body: { status } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(LEADS_PATH) || query.queryKey[0] === endpointUrl('GET /api/marketing/stats') }),
  });
}
