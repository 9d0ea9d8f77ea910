import styled from 'styled-components';
import type { SchoolSlug } from '@nurseprep/contracts';
import { StudyDocumentList } from '@nurseprep/shared-ui';
import type { DocumentQuery } from '../data/school-page-types';
import { schoolPageTexts as texts } from '../data/school-page-texts';

// On phones a long topic label (a no-wrap badge) made the one-column card grid wider than the screen; let the
// column shrink and the labels wrap. (The lasting fix belongs in shared-ui's list and card.)
const Fit = styled.div`
  min-width: 0;
  @media (max-width: 767px) {
    & > ul {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  li span {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

/** The school's study documents matching `query` (GET /api/documents), as shared-ui's cards with the sign-up gate. */
export function SchoolDocuments({ slug, query, headingLevel }: { slug: SchoolSlug; query: DocumentQuery; headingLevel: 'h4' | 'h5' }) {
  return (
    <Fit>
      <StudyDocumentList filters={{ school: slug, ...query }} headingLevel={headingLevel} emptyText={texts.noDocuments} />
    </Fit>
  );
}
