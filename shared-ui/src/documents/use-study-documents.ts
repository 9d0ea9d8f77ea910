import { useQuery } from '@tanstack/react-query';
import type { DocumentFilters, StudyDocument } from '@nurseprep/contracts';

export const STUDY_DOCUMENTS_PATH = '/api/documents';

const filterOrder = ['collection', 'exam', 'subject', 'school', 'course', 'section', 'type'] as const satisfies readonly (keyof DocumentFilters)[];

/** `/api/documents?exam=teas&type=TEAS`: the filters in one fixed order, so equal filters share one cache entry. */
export function studyDocumentsPath(filters: DocumentFilters = {}): string {
  const query = new URLSearchParams();
  for (const name of filterOrder) {
    const value = filters[name]?.trim();
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return search ? `${STUDY_DOCUMENTS_PATH}?${search}` : STUDY_DOCUMENTS_PATH;
}

/**
 * The study documents matching every given filter (`GET /api/documents`): exam, subject and school are
 * slugs; type, course and section match case-insensitively. The shell's query client fetches the key's path.
 */
export function useStudyDocuments(filters: DocumentFilters = {}) {
  return useQuery<StudyDocument[]>({ queryKey: [studyDocumentsPath(filters)] });
}
