import type { DocumentFilters } from '@nurseprep/contracts';
import { Container, Section, StudyDocumentList, useStudyDocuments, type SectionTone } from '@nurseprep/shared-ui';

export interface DocumentsSectionProps {
  id: string;
  heading: string;
  lead: string;
  filters: DocumentFilters;
  tone?: SectionTone;
}

/**
 * A named band listing study documents with shared-ui's list (cards, preview, sign-up gate, download).
 * A list that turns out empty hides the whole band, so no heading stands over nothing.
 */
export function DocumentsSection({ id, heading, lead, filters, tone }: DocumentsSectionProps) {
  // The same query as the list's own (one request, one cache entry).
  const documents = useStudyDocuments(filters);
  if (documents.isSuccess && documents.data.length === 0) return null;
  return (
    <Section id={id} aria-labelledby={`${id}-heading`} $tone={tone}>
      <Container>
        <h2 id={`${id}-heading`}>{heading}</h2>
        <p>{lead}</p>
        <StudyDocumentList filters={filters} />
      </Container>
    </Section>
  );
}
