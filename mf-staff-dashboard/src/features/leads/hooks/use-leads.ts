import { useQuery } from '@tanstack/react-query';
import type { Lead, Page } from '@nurseprep/contracts';

export const LEADS_PATH = '/api/marketing/leads';

export interface LeadFilters {
  q: string;
  status: string;
  examType: string;
  page: number;
}

export function leadsUrl({ q, status, examType, page }: LeadFilters): string {
  const query = new URLSearchParams({ page: String(page), pageSize: '20' });
  if (q) query.set('q', q);
  if (status) query.set('status', status);
  if (examType) query.set('examType', examType);
  return `${LEADS_PATH}?${query.toString()}`;
}

export function useLeads(filters: LeadFilters) {
  return useQuery<Page<Lead>>({ queryKey: [leadsUrl(filters)] });
}
