import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@nurseprep/shared-ui';
import type { Lead, LeadStatus } from '@nurseprep/contracts';
import { LEADS_PATH } from './use-leads';

/** PATCH a lead's status; the leads lists, the lead's page and the dashboard stats refetch. */
export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: LeadStatus }) => (await (await apiRequest('PATCH', `${LEADS_PATH}/${id}`, { status })).json()) as Lead,
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(LEADS_PATH) || query.queryKey[0] === '/api/marketing/stats' }),
  });
}
