import type { DocumentFormat } from '@nurseprep/contracts';

/** The words of the study-document blocks (the shared study-documents list and its cards). */
export const documentTexts = {
  preview: 'Preview',
  /** A control's accessible name: its visible words, then which document (WCAG 2.5.3 label in name). */
  named: (action: string, title: string) => `${action}: ${title}`,
  download: (format: DocumentFormat) => (format === 'docx' ? 'Download Word file' : 'Download PDF'),
  signUpToDownload: 'Sign up to download',
  signUpPrompt: 'Create a free account to download this document. Previews are open to everyone.',
  premium: 'Premium',
  verified: 'Verified',
  /** A Word template has no fixed page count: it grows with what the student writes. */
  length: (pages: number | null) => (pages === null ? 'Word template' : `${pages} ${pages === 1 ? 'page' : 'pages'}`),
  moreTopics: (count: number) => `+${count} more`,
  topics: 'Topics',
  type: 'Type',
  pages: 'Length',
  size: 'File size',
  excerptHeading: 'From the document',
  loading: 'Loading study documents...',
  failed: 'The study documents could not be loaded.',
  retry: 'Retry',
  empty: 'No study documents are listed here yet.',
};

/** Cards show at most this many topics, then '+N more'. */
export const MAX_CARD_TOPICS = 3;
