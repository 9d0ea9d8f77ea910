import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { PublicUser, StudyDocument } from '@nurseprep/contracts';
import { useAccountDialogs } from '../account/account-dialogs-store';
import { CURRENT_USER_PATH } from '../account/use-current-user';
import { renderPage } from '../testing/render-page';
import { StudyDocumentCard } from './study-document-card';

const guide: StudyDocument = {
  id: 'hesi-a2-math-review',
  title: 'HESI A2 Math Review',
  description: 'Fractions, ratios and conversions with worked examples.',
  collection: 'catalogue',
  format: 'pdf',
  type: 'HESI',
  exams: ['hesi'],
  subjects: [],
  schools: [],
  courses: [],
  topics: ['Fractions', 'Ratios', 'Conversions', 'Household units', 'Dosage'],
  premium: true,
  verified: true,
  url: '/attached_assets/hesi-a2-math-review.pdf',
  assetPath: 'hesi-a2-math-review.pdf',
  fileName: 'HESI A2 Math Review.pdf',
  pages: 11,
  bytes: 250_880,
  excerpt: 'How to use this review\nWork each example before reading the answer.',
};

const ada: PublicUser = {
  id: 1,
  username: 'nurse_ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  examType: 'HESI',
  role: 'student',
  emailVerified: true,
  createdAt: '2025-01-02T03:04:05.000Z',
};

beforeEach(() => useAccountDialogs.setState({ dialog: null }));

// axe on a busy two-core machine can take longer than jest's default 5 s.
jest.setTimeout(20_000);

describe('StudyDocumentCard', () => {
  it('shows the title, description, type, pages, premium badge and verified mark, with no accessibility violations', async () => {
    const { container } = renderPage(<StudyDocumentCard document={guide} />, { queryData: { [CURRENT_USER_PATH]: null } });
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'HESI A2 Math Review' })).toBeInTheDocument();
    expect(within(card).getByText('Fractions, ratios and conversions with worked examples.')).toBeInTheDocument();
    expect(within(card).getByText('HESI')).toBeInTheDocument();
    expect(within(card).getByText('11 pages')).toBeInTheDocument();
    expect(within(card).getByText('Premium')).toBeInTheDocument();
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('lists at most three topics, then +N more', () => {
    renderPage(<StudyDocumentCard document={guide} />, { queryData: { [CURRENT_USER_PATH]: null } });
    const topics = screen.getByRole('list', { name: 'Topics' });
    expect(within(topics).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Fractions', 'Ratios', 'Conversions', '+2 more']);
  });

  it('shows no +N more with three topics or fewer, and no premium badge or verified mark when the document has neither', () => {
    renderPage(<StudyDocumentCard document={{ ...guide, topics: ['Fractions', 'Ratios', 'Conversions'], premium: false, verified: false }} />, {
      queryData: { [CURRENT_USER_PATH]: null },
    });
    expect(within(screen.getByRole('list', { name: 'Topics' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('offers a visitor "Sign up to download", which opens the sign-up dialog, instead of the file', async () => {
    const user = userEvent.setup();
    renderPage(<StudyDocumentCard document={guide} />, { queryData: { [CURRENT_USER_PATH]: null } });
    expect(screen.queryByRole('link', { name: /download/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up to download: HESI A2 Math Review' }));
    expect(useAccountDialogs.getState().dialog).toBe('sign-up');
  });

  it('gives a signed-in user the download link, saved under the title', () => {
    renderPage(<StudyDocumentCard document={guide} />, { queryData: { [CURRENT_USER_PATH]: ada } });
    const link = screen.getByRole('link', { name: 'Download PDF: HESI A2 Math Review' });
    expect(link).toHaveAttribute('href', '/attached_assets/hesi-a2-math-review.pdf');
    expect(link).toHaveAttribute('download', 'HESI A2 Math Review.pdf');
    expect(screen.queryByRole('button', { name: /sign up/i })).not.toBeInTheDocument();
  });

  it('opens the preview of this document from Preview, and gives focus back when it closes', async () => {
    const user = userEvent.setup();
    renderPage(<StudyDocumentCard document={guide} />, { queryData: { [CURRENT_USER_PATH]: null } });
    const preview = screen.getByRole('button', { name: 'Preview: HESI A2 Math Review' });
    await user.click(preview);
    const dialog = screen.getByRole('dialog', { name: 'HESI A2 Math Review' });
    expect(within(dialog).getByText('Fractions, Ratios, Conversions, Household units, Dosage')).toBeInTheDocument();
    await act(() => user.keyboard('{Escape}'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(preview).toHaveFocus();
  });

  it('names a Word template as such, with no page count', () => {
    renderPage(
      <StudyDocumentCard
        document={{ ...guide, format: 'docx', pages: null, url: '/documents/apa-course-paper-template.docx', fileName: 'APA Course Paper Template.docx', title: 'APA Course Paper Template' }}
      />,
      { queryData: { [CURRENT_USER_PATH]: ada } },
    );
    expect(screen.getByText('Word template')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Word file: APA Course Paper Template' })).toHaveAttribute('download', 'APA Course Paper Template.docx');
  });
});
