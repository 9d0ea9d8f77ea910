import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@nurseprep/shared-ui';

/** The exam types for the listing's cards (keyed by their URL, which the server render fills). */
export function useExamTypes() {
  return useQuery(endpointQuery('GET /api/exam-types'));
}
