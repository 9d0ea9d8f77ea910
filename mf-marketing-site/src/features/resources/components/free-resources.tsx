import styled from 'styled-components';
import { Container, FreeFileCard, Section, Skeleton, useStudyDocuments } from '@nurseprep/shared-ui';
import type { StudyDocument } from '@nurseprep/contracts';
import { FREE_PDF_COUNT, freePdfOrder, resourcesTexts } from '../data/resources-texts';

const texts = resourcesTexts.freePdfs;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  & > li { display: grid; }
`;

const Lead = styled.p`
  max-width: 65ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** In the hub's fixed order (freePdfOrder); a free document not in that list comes after, as the index lists it. */
function inHubOrder(documents: readonly StudyDocument[]): StudyDocument[] {
  const rank = (document: StudyDocument) => {
    const index = freePdfOrder.indexOf(document.id);
    return index === -1 ? freePdfOrder.length : index;
  };
  return [...documents].sort((a, b) => rank(a) - rank(b));
}

/** The six free PDFs (GET /api/documents?collection=free): real page counts and sizes, a plain download each. */
export function FreeResources() {
  const documents = useStudyDocuments({ collection: 'free' });
  return (
    <Section aria-labelledby="free-resources-heading" $tone="surface">
      <Container>
        <h2 id="free-resources-heading">{texts.heading}</h2>
        <Lead>{texts.lead}</Lead>
        {documents.isPending ? (
          <Grid aria-busy="true" aria-label={texts.loading}>
            {Array.from({ length: FREE_PDF_COUNT }, (_, index) => (
              <li key={index}>
                <Skeleton $height="14rem" />
              </li>
            ))}
          </Grid>
        ) : documents.isError ? (
          <p role="alert">{texts.failed}</p>
        ) : (
          <Grid>
            {inHubOrder(documents.data).map((document) => (
              <li key={document.id}>
                <FreeFileCard document={document} />
              </li>
            ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
