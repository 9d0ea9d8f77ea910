import { useQuery } from '@tanstack/react-query';
import { examTypeCodes, leadStatuses, type ExamTypeCode, type LeadStatus } from '@nurseprep/contracts';
import { endpointQuery, endpointUrl } from '@nurseprep/shared-ui';

/** The start of every leads query's key (the lists and each lead's page), for refetching them together. */
export const LEADS_PATH = endpointUrl('GET /api/marketing/leads');

export interface LeadFilters {
  q: string;
  status: string;
  examType: string;
  page: number;
}

const isLeadStatus = (value: string): value is LeadStatus => (leadStatuses as readonly string[]).includes(value);
const isExamTypeCode = (value: string): value is ExamTypeCode => (examTypeCodes as readonly string[]).includes(value);

/** A page of leads, 20 at a time; an empty filter (the "any" choice) is left out of the query. */
export function useLeads({ q, status, examType, page }: LeadFilters) {
  return useQuery(
    endpointQuery('GET /api/marketing/leads', {
      query: {
        page,
        pageSize: 20,
        q: q || undefined,
        status: isLeadStatus(status) ? status : undefined,
        examType: isExamTypeCode(examType) ? examType : undefined,
      },
    }),
  );
}
