import { useQuery } from '@tanstack/react-query';
import type { SchoolSlug } from '@nurseprep/contracts';
import { endpointQuery } from '@nurseprep/shared-ui';

/** The school's study materials from the server (the five schools with a school type), keyed by their URL. */
export function useSchoolStudyMaterials(slug: SchoolSlug, enabled: boolean) {
  return useQuery({ ...endpointQuery('GET /api/school-types/:slug/study-materials', { params: { slug } }), enabled });
}
