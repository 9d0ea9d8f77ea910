import styled from 'styled-components';
import type { DocumentFilters } from '@nurseprep/contracts';
import { Button } from '../components/button';
import type { CardTitleProps } from '../components/card';
import { Skeleton } from '../components/skeleton';
import { StudyDocumentCard } from './study-document-card';
import { documentTexts as texts } from './document-texts';
import { useStudyDocuments } from './use-study-documents';

const Grid = styled.ul`
  display: grid;
  /* minmax(0, 1fr): a long word in a card wraps instead of widening a phone's single column. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  > li {
    display: flex;
    flex-direction: column;
  }
  > li > article {
    flex: 1;
  }
`;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

export interface StudyDocumentListProps {
  /** Which documents: e.g. `{ exam: 'hesi' }`, `{ type: 'TEAS' }`, `{ school: 'chamberlain', course: 'NR-293' }`. */
  filters?: DocumentFilters;
  /** The card titles' heading level (h3 by default: under the section's h2). */
  headingLevel?: CardTitleProps['as'];
  /** Shown when nothing matches. */
  emptyText?: string;
}

/**
 * The shared study-documents list: fetches GET /api/documents with the filters, shows skeleton cards
 * while loading, the error with Retry when the request fails, `emptyText` when nothing matches, and a 1/2/3
 * column grid of StudyDocumentCard otherwise.
 */
export function StudyDocumentList({ filters = {}, headingLevel = 'h3', emptyText = texts.empty }: StudyDocumentListProps) {
  const documents = useStudyDocuments(filters);

  if (documents.isPending) {
    return (
      <Grid aria-busy="true" aria-label={texts.loading}>
        {[0, 1, 2].map((index) => (
          <li key={index}>
            <Skeleton $height="16rem" $radius="lg" />
          </li>
        ))}
      </Grid>
    );
  }
  if (documents.isError) {
    return (
      <Failure role="alert">
        <p>{texts.failed}</p>
        <Button variant="outline" onClick={() => void documents.refetch()}>
          {texts.retry}
        </Button>
      </Failure>
    );
  }
  if (documents.data.length === 0) return <p>{emptyText}</p>;
  return (
    <Grid>
      {documents.data.map((document) => (
        <li key={document.id}>
          <StudyDocumentCard document={document} headingLevel={headingLevel} />
        </li>
      ))}
    </Grid>
  );
}
