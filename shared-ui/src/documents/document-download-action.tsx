import styled from 'styled-components';
import type { StudyDocument } from '@nurseprep/contracts';
import { useAccountDialogs } from '../account/account-dialogs-store';
import { useCurrentUser } from '../account/use-current-user';
import { Button } from '../components/button';
import { buttonStyles, type ButtonOptions, type ButtonStyleProps } from '../components/button-variants';
import { Download, Lock } from '../icons';
import { documentTexts as texts } from './document-texts';

const Anchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

export type DocumentDownloadLinkProps = ButtonOptions & {
  document: Pick<StudyDocument, 'title' | 'url' | 'fileName' | 'format'>;
};

/**
 * A plain link to the file (never client-side routing), saved under the document's title. The visible words
 * are 'Download PDF'; its accessible name adds the title, so a page of cards has distinct links.
 */
export function DocumentDownloadLink({ document, variant = 'primary', size = 'md', $fullWidth }: DocumentDownloadLinkProps) {
  return (
    <Anchor
      href={document.url}
      download={document.fileName}
      aria-label={texts.named(texts.download(document.format), document.title)}
      $variant={variant}
      $size={size}
      $fullWidth={$fullWidth}
    >
      <Download aria-hidden="true" size={18} />
      {texts.download(document.format)}
    </Anchor>
  );
}

export type DocumentDownloadActionProps = ButtonOptions & {
  document: Pick<StudyDocument, 'title' | 'url' | 'fileName' | 'format'>;
};

/**
 * The download link for a signed-in user; for a visitor, 'Sign up to download', which opens the shell's
 * sign-up dialog. Follows the current user, so it turns into the link as soon as the visitor signs up.
 */
export function DocumentDownloadAction({ document, ...options }: DocumentDownloadActionProps) {
  const user = useCurrentUser();
  const openSignUp = useAccountDialogs((state) => state.openSignUp);
  if (user.data) return <DocumentDownloadLink document={document} {...options} />;
  return (
    <Button
      variant={options.variant ?? 'primary'}
      size={options.size ?? 'md'}
      $fullWidth={options.$fullWidth}
      aria-label={texts.named(texts.signUpToDownload, document.title)}
      onClick={openSignUp}
    >
      <Lock aria-hidden="true" size={18} />
      {texts.signUpToDownload}
    </Button>
  );
}
