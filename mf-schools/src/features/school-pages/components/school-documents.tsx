import type { SchoolSlug } from '@nurseprep/contracts';
import { StudyDocumentList } from '@nurseprep/shared-ui';
import type { DocumentQuery } from '../data/school-page-types';
import { schoolPageTexts as texts } from '../data/school-page-texts';

/** The school's study documents matching `query` (GET /api/documents), as shared-ui's cards with the sign-up gate. */
export function SchoolDocuments({ slug, query, headingLevel }: { slug: SchoolSlug; query: DocumentQuery; headingLevel: 'h4' | 'h5' }) {
  return <StudyDocumentList filters={{ school: slug, ...query }} headingLevel={headingLevel} emptyText={texts.noDocuments} />;
}
