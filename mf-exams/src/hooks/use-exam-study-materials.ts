import { useQuery } from '@tanstack/react-query';
import type { StudyMaterial } from '@nurseprep/contracts';

export function examStudyMaterialsPath(examSlug: string): string {
  return `/api/exam-types/${encodeURIComponent(examSlug)}/study-materials`;
}

/** GET /api/exam-types/<slug>/study-materials (the shell's query client reads a key's path as JSON). */
export function useExamStudyMaterials(examSlug: string) {
  return useQuery<StudyMaterial[]>({ queryKey: [examStudyMaterialsPath(examSlug)] });
}
