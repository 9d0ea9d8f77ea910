import styled from 'styled-components';
import { formatFileSize, type StudyDocument } from '@nurseprep/contracts';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle, type CardTitleProps } from '../components/card';
import { FileText } from '../icons';
import { DocumentDownloadLink } from './document-download-action';
import { documentTexts as texts } from './document-texts';

const Facts = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface FreeFileCardProps {
  /** A free resource: an entry of GET /api/documents?collection=free. */
  document: StudyDocument;
  /** The title's heading level in the page outline (h3 by default). */
  headingLevel?: CardTitleProps['as'];
}

/**
 * A free resource (no sign-up needed): title, description, the real page count and file size from the
 * index, and a Download PDF link saved under the title. Renders an <article>.
 */
export function FreeFileCard({ document, headingLevel = 'h3' }: FreeFileCardProps) {
  return (
    <Card as="article">
      <CardHeader>
        <CardTitle as={headingLevel}>{document.title}</CardTitle>
        <CardDescription>{document.description}</CardDescription>
        <Facts>
          <FileText aria-hidden="true" size={16} />
          {texts.length(document.pages)} · {formatFileSize(document.bytes)}
        </Facts>
      </CardHeader>
      <CardFooter>
        <DocumentDownloadLink document={document} variant="secondary" />
      </CardFooter>
    </Card>
  );
}
