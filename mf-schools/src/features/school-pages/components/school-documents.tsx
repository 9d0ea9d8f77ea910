import type { SchoolSlug } from '@nurseprep/contracts';
import type { DocumentQuery } from '../data/school-page-types';

/** The school's study documents matching `query` (wired to shared-ui's document list). */
export function SchoolDocuments(_props: { slug: SchoolSlug; query: DocumentQuery }) {
  return null;
}
