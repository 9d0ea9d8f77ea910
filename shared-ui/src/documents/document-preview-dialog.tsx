import styled from 'styled-components';
import { documentPreviewText, formatFileSize, type StudyDocument } from '@nurseprep/contracts';
import { Dialog } from '../components/dialog';
import { useAccountDialogs } from '../account/account-dialogs-store';
import { useCurrentUser } from '../account/use-current-user';
import { DocumentDownloadAction } from './document-download-action';
import { documentTexts as texts } from './document-texts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Excerpt = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
`;

const ExcerptHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Prompt = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface DocumentPreviewDialogProps {
  /** The document to preview (an entry of GET /api/documents). */
  document: StudyDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Dialog's `earlyId`: the page holds the preview, so a tap opens it before the page has hydrated. */
  earlyId?: string;
}

/**
 * The preview of a study document: its type, length and size, the preview text (the description, then
 * the topics joined by commas), then the opening of the document's own text. A visitor is asked to sign up;
 * while the shell's sign-up (or sign-in) dialog is on screen this one steps aside, so only one modal dialog
 * holds focus and Escape, and it comes back when that one closes, offering the download once they are
 * signed in. A signed-in user gets the download link.
 */
export function DocumentPreviewDialog({ document, open, onOpenChange, earlyId }: DocumentPreviewDialogProps) {
  const user = useCurrentUser();
  const accountDialogOpen = useAccountDialogs((state) => state.dialog !== null);
  return (
    <Dialog open={open && !accountDialogOpen} onOpenChange={onOpenChange} title={document.title} earlyId={earlyId}>
      <Facts>
        <dt>{texts.type}</dt>
        <dd>{document.type}</dd>
        <dt>{texts.pages}</dt>
        <dd>{texts.length(document.pages)}</dd>
        <dt>{texts.size}</dt>
        <dd>{formatFileSize(document.bytes)}</dd>
      </Facts>
      {documentPreviewText(document)
        .split('\n\n')
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      {document.excerpt ? (
        <>
          <ExcerptHeading>{texts.excerptHeading}</ExcerptHeading>
          <Excerpt>{document.excerpt}</Excerpt>
        </>
      ) : null}
      {user.data ? null : <Prompt>{texts.signUpPrompt}</Prompt>}
      <DocumentDownloadAction document={document} $fullWidth />
    </Dialog>
  );
}
