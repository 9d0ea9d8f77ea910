import type { StatsExamPageData } from '../data/types';

/**
 * The exam's premium (catalogue) documents and the shared study-documents list filtered to the exam type.
 * Wired to shared-ui's study documents once they land.
 */
export function ExamDocumentsSections(_props: { documents: StatsExamPageData['documents'] }) {
  return null;
}
