import { DocumentsSection } from '../../../components/documents-section';
import type { StatsExamPageData } from '../data/types';

/**
 * The exam's premium documents (its catalogue, `#documents`) and the shared study-documents list: the
 * built-in documents whose type matches the exam type, case-insensitively (the API's `type` filter).
 */
export function ExamDocumentsSections({ documents }: { documents: StatsExamPageData['documents'] }) {
  return (
    <>
      <DocumentsSection
        id="documents"
        heading={documents.premiumHeading}
        lead={documents.premiumLead}
        filters={{ collection: 'catalogue', exam: documents.exam }}
      />
      <DocumentsSection
        id="study-documents"
        heading={documents.listHeading}
        lead={documents.listLead}
        filters={{ collection: 'builtin', type: documents.type }}
        tone="surface"
      />
    </>
  );
}
