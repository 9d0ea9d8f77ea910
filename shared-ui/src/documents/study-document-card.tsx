import { useId, useState } from 'react';
import styled from 'styled-components';
import type { StudyDocument } from '@nurseprep/contracts';
import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, type CardTitleProps } from '../components/card';
import { earlyDialogOpener } from '../hooks/use-early-answer';
import { Eye, FileText, ShieldCheck, Star } from '../icons';
import { DocumentDownloadAction } from './document-download-action';
import { DocumentPreviewDialog } from './document-preview-dialog';
import { MAX_CARD_TOPICS, documentTexts as texts } from './document-texts';

const Labels = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Verified = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Length = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Topics = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  /* A topic longer than a phone's card wraps inside its badge. */
  > li {
    min-width: 0;
    max-width: 100%;
  }
  > li > span {
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

const MoreTopics = styled.li`
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface StudyDocumentCardProps {
  /** An entry of GET /api/documents (useStudyDocuments gives a list of them). */
  document: StudyDocument;
  /** The title's heading level in the page outline (h3 by default). */
  headingLevel?: CardTitleProps['as'];
}

/**
 * A study document as the shared list shows it: type, premium badge, verified mark, title,
 * description, page count, at most three topics then '+N more', Preview (opens DocumentPreviewDialog) and
 * the download link for a signed-in user, 'Sign up to download' for a visitor. Renders an <article>: put it
 * in an <li> when listing several (StudyDocumentList does).
 */
export function StudyDocumentCard({ document, headingLevel = 'h3' }: StudyDocumentCardProps) {
  const [previewOpen, setPreviewOpen] = useState(false);
  const previewId = `${useId()}preview`;
  const shownTopics = document.topics.slice(0, MAX_CARD_TOPICS);
  const hiddenTopics = document.topics.length - shownTopics.length;

  return (
    <Card as="article">
      <CardHeader>
        <Labels>
          <Badge variant="secondary">{document.type}</Badge>
          {document.premium ? (
            <Badge variant="warning">
              <Star aria-hidden="true" />
              {texts.premium}
            </Badge>
          ) : null}
          {document.verified ? (
            <Verified>
              <ShieldCheck aria-hidden="true" size={16} />
              {texts.verified}
            </Verified>
          ) : null}
        </Labels>
        <CardTitle as={headingLevel}>{document.title}</CardTitle>
        <CardDescription>{document.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Length>
          <FileText aria-hidden="true" size={16} />
          {texts.length(document.pages)}
        </Length>
        {shownTopics.length > 0 ? (
          <Topics aria-label={texts.topics}>
            {shownTopics.map((topic) => (
              <li key={topic}>
                <Badge variant="outline">{topic}</Badge>
              </li>
            ))}
            {hiddenTopics > 0 ? <MoreTopics>{texts.moreTopics(hiddenTopics)}</MoreTopics> : null}
          </Topics>
        ) : null}
      </CardContent>
      <CardFooter>
        <Button
          variant="outline"
          aria-label={texts.named(texts.preview, document.title)}
          {...earlyDialogOpener(previewId)}
          onClick={() => setPreviewOpen(true)}
        >
          <Eye aria-hidden="true" size={18} />
          {texts.preview}
        </Button>
        <DocumentDownloadAction document={document} />
      </CardFooter>
      <DocumentPreviewDialog document={document} open={previewOpen} onOpenChange={setPreviewOpen} earlyId={previewId} />
    </Card>
  );
}
