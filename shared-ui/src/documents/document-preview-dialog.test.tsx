import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { PublicUser, StudyDocument } from '@nurseprep/contracts';
import { useAccountDialogs } from '../account/account-dialogs-store';
import { CURRENT_USER_PATH } from '../account/use-current-user';
import { renderPage } from '../testing/render-page';
import { DocumentPreviewDialog } from './document-preview-dialog';

const guide: StudyDocument = {
  id: 'teas-7-science-review',
  title: 'TEAS 7 Science Review',
  description: 'Anatomy, physiology, chemistry and scientific reasoning for the TEAS 7.',
  collection: 'builtin',
  format: 'pdf',
  type: 'TEAS',
  exams: ['teas'],
  subjects: [],
  schools: [],
  courses: [],
  topics: ['Anatomy', 'Physiology', 'Chemistry', 'Scientific reasoning'],
  premium: false,
  verified: true,
  url: '/documents/teas-7-science-review.pdf',
  assetPath: null,
  fileName: 'TEAS 7 Science Review.pdf',
  pages: 10,
  bytes: 65_409,
  excerpt: 'How this review is organized\nThe TEAS 7 science section has 50 questions in 60 minutes.',
};

const ada: PublicUser = {
  id: 1,
  username: 'nurse_ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  examType: 'TEAS',
  role: 'student',
  emailVerified: true,
  createdAt: '2025-01-02T03:04:05.000Z',
};

beforeEach(() => useAccountDialogs.setState({ dialog: null }));

// axe on a busy two-core machine can take longer than jest's default 5 s.
jest.setTimeout(20_000);

describe('DocumentPreviewDialog', () => {
  it("shows the type, length and size, the preview text and the opening of the document, with no accessibility violations", async () => {
    renderPage(<DocumentPreviewDialog document={guide} open onOpenChange={() => {}} />, { queryData: { [CURRENT_USER_PATH]: null } });
    const dialog = screen.getByRole('dialog', { name: 'TEAS 7 Science Review' });
    const facts = within(dialog).getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts).toEqual(['TEAS', '10 pages', '64 KB']);
    const paragraphs = within(dialog).getAllByText(/./, { selector: 'p' }).map((paragraph) => paragraph.textContent);
    expect(paragraphs.slice(0, 2)).toEqual([
      'Anatomy, physiology, chemistry and scientific reasoning for the TEAS 7.',
      'Anatomy, Physiology, Chemistry, Scientific reasoning',
    ]);
    expect(within(dialog).getByRole('heading', { name: 'From the document' })).toBeInTheDocument();
    expect(within(dialog).getByText(/The TEAS 7 science section has 50 questions in 60 minutes\./)).toBeInTheDocument();
    expect(await axe(dialog)).toHaveNoViolations();
  });

  it('asks a visitor to sign up, steps aside for the sign-up dialog, and comes back offering the download once they are signed in', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderPage(<DocumentPreviewDialog document={guide} open onOpenChange={() => {}} />, {
      queryData: { [CURRENT_USER_PATH]: null },
    });
    const dialog = screen.getByRole('dialog', { name: 'TEAS 7 Science Review' });
    expect(within(dialog).getByText('Create a free account to download this document. Previews are open to everyone.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /download/i })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Sign up to download: TEAS 7 Science Review' }));
    expect(useAccountDialogs.getState().dialog).toBe('sign-up');
    // One modal dialog at a time: the shell's sign-up dialog has the screen.
    expect(screen.queryByRole('dialog', { name: 'TEAS 7 Science Review' })).not.toBeInTheDocument();

    // The shell's sign-up dialog stores the new user in the current-user query, then closes.
    act(() => {
      queryClient.setQueryData([CURRENT_USER_PATH], ada);
      useAccountDialogs.getState().close();
    });
    const back = await screen.findByRole('dialog', { name: 'TEAS 7 Science Review' });
    const link = await within(back).findByRole('link', { name: 'Download PDF: TEAS 7 Science Review' });
    expect(link).toHaveAttribute('href', '/documents/teas-7-science-review.pdf');
    expect(link).toHaveAttribute('download', 'TEAS 7 Science Review.pdf');
    expect(link).toHaveFocus();
    expect(within(back).queryByText(/Create a free account/)).not.toBeInTheDocument();
  });

  it('comes back with the sign-up prompt when the visitor closes the sign-up dialog without signing up', async () => {
    const user = userEvent.setup();
    renderPage(<DocumentPreviewDialog document={guide} open onOpenChange={() => {}} />, { queryData: { [CURRENT_USER_PATH]: null } });
    await user.click(screen.getByRole('button', { name: 'Sign up to download: TEAS 7 Science Review' }));
    act(() => useAccountDialogs.getState().close());
    const back = await screen.findByRole('dialog', { name: 'TEAS 7 Science Review' });
    expect(within(back).getByRole('button', { name: 'Sign up to download: TEAS 7 Science Review' })).toHaveFocus();
  });

  it('shows just the description when the document has no topics', () => {
    renderPage(<DocumentPreviewDialog document={{ ...guide, topics: [] }} open onOpenChange={() => {}} />, { queryData: { [CURRENT_USER_PATH]: ada } });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getAllByText(/./, { selector: 'p' })[0]).toHaveTextContent('Anatomy, physiology, chemistry and scientific reasoning for the TEAS 7.');
    expect(within(dialog).queryByText('Anatomy, Physiology, Chemistry, Scientific reasoning')).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderPage(<DocumentPreviewDialog document={guide} open={false} onOpenChange={() => {}} />, { queryData: { [CURRENT_USER_PATH]: null } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
