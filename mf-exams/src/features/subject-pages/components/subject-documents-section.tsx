import type { CourseworkSubjectSlug } from '@nurseprep/contracts';

/** The subject's study documents (GET /api/documents?subject=<slug>), wired to shared-ui's list once it lands. */
export function SubjectDocumentsSection(_props: { subject: CourseworkSubjectSlug; heading: string; lead: string }) {
  return null;
}
