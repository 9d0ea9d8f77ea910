import { useQuery } from '@tanstack/react-query';
import type { SchoolSlug, StudyMaterial } from '@nurseprep/contracts';

export function schoolStudyMaterialsPath(slug: SchoolSlug): string {
  return `/api/school-types/${slug}/study-materials`;
}

/** The school's study materials from the server (the five schools with a school type); the shell's client reads a key's path as JSON. */
export function useSchoolStudyMaterials(slug: SchoolSlug, enabled: boolean) {
  return useQuery<StudyMaterial[]>({ queryKey: [schoolStudyMaterialsPath(slug)], enabled });
}
