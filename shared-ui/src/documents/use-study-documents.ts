import { useQuery } from '@tanstack/react-query';
import type { DocumentFilters } from '@nurseprep/contracts';
import { endpointQuery, endpointUrl } from '../data/request';

export const STUDY_DOCUMENTS_PATH = endpointUrl('GET /api/documents');

/** Blank text filters are no filters. */
const given = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** The filters trimmed, without the blank ones, in one fixed order, so equal filters share one URL and cache entry. */
function queryOf({ collection, exam, subject, school, course, section, type }: DocumentFilters): DocumentFilters {
  return {
    collection,
    exam: given(exam),
    subject: given(subject),
    school: given(school),
    course: given(course),
    section: given(section),
    type: given(type),
  };
}

/** `/api/documents?exam=teas&type=TEAS`: the URL (and query key) of the documents matching the filters. */
export function studyDocumentsPath(filters: DocumentFilters = {}): string {
  return endpointUrl('GET /api/documents', { query: queryOf(filters) });
}

/**
 * The study documents matching every given filter (`GET /api/documents`): exam, subject and school are
 * slugs; type, course and section match case-insensitively. Keyed by the URL, which the server render fills.
 */
export function useStudyDocuments(filters: DocumentFilters = {}) {
  return useQuery(endpointQuery('GET /api/documents', { query: queryOf(filters) }));
}
