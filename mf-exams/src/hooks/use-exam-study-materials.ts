import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@nurseprep/shared-ui';

/** The exam type's study materials (keyed by their URL, which the server render fills). */
export function useExamStudyMaterials(examSlug: string) {
  return useQuery(endpointQuery('GET /api/exam-types/:slug/study-materials', { params: { slug: examSlug } }));
}
