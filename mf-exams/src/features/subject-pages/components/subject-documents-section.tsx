import type { CourseworkSubjectSlug } from '@nurseprep/contracts';
import { DocumentsSection } from '../../../components/documents-section';

/** The subject's study documents (GET /api/documents?subject=<slug>), any collection. */
export function SubjectDocumentsSection({ subject, heading, lead }: { subject: CourseworkSubjectSlug; heading: string; lead: string }) {
  return <DocumentsSection id="documents" heading={heading} lead={lead} filters={{ subject }} tone="surface" />;
}
