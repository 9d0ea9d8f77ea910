import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useAccountDialogs } from '@nurseprep/shared-ui';
import { renderPage, signedInUser, installFakeApi } from '@nurseprep/shared-ui/testing';
import { examApiHandlers } from '../../../testing/exam-api';
import { hesiPage } from '../data/hesi';
import { nclexPage } from '../data/nclex';
import { teasPage } from '../data/teas';
import { StatsExamPage } from './stats-exam-page';

jest.setTimeout(15_000);

afterEach(() => {
  act(() => useAccountDialogs.getState().close());
});

describe('the exam documents on the HESI, TEAS and NCLEX pages', () => {
  it('lists the exam\'s premium catalogue documents, and the shared list filtered by document type', async () => {
    const { fetchMock } = installFakeApi(examApiHandlers);
    renderPage(<StatsExamPage page={hesiPage} />);

    const premium = screen.getByRole('region', { name: 'HESI Premium Documents' });
    expect(premium).toHaveAttribute('id', 'documents');
    expect(await within(premium).findByRole('heading', { name: 'HESI A2 Math Review' })).toBeInTheDocument();
    expect(within(premium).queryByRole('heading', { name: 'HESI A2 Grammar Review' })).not.toBeInTheDocument();

    const shared = screen.getByRole('region', { name: 'HESI Study Documents' });
    expect(await within(shared).findByRole('heading', { name: 'HESI A2 Grammar Review' })).toBeInTheDocument();
    expect(within(shared).queryByRole('heading', { name: 'TEAS 7 Science Review' })).not.toBeInTheDocument();

    const documentRequests = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/documents'));
    expect(documentRequests.sort()).toEqual(['/api/documents?collection=builtin&type=HESI', '/api/documents?collection=catalogue&exam=hesi']);
  });

  it('shows a card\'s first three topics then +N more, and its premium badge', async () => {
    installFakeApi(examApiHandlers);
    renderPage(<StatsExamPage page={hesiPage} />);
    const card = (await screen.findByRole('heading', { name: 'HESI A2 Math Review' })).closest('article')!;
    expect(within(within(card).getByRole('list', { name: 'Topics' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Fractions',
      'Ratios',
      'Conversions',
      '+2 more',
    ]);
    expect(card).toHaveTextContent('Premium');
  });

  it('a visitor previews a document and is asked to sign up instead of downloading; the prompt opens the sign-up dialog', async () => {
    const user = userEvent.setup();
    installFakeApi(examApiHandlers);
    renderPage(<StatsExamPage page={teasPage} />);
    await user.click(await screen.findByRole('button', { name: 'Preview: TEAS 7 Science Review' }));

    const dialog = screen.getByRole('dialog', { name: 'TEAS 7 Science Review' });
    expect(dialog).toHaveTextContent('TEAS 7 Science Review: a review with worked examples.');
    expect(dialog).toHaveTextContent('The opening of the document, as the index keeps it.');
    expect(within(dialog).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign up to download: TEAS 7 Science Review' }));
    expect(useAccountDialogs.getState().dialog).toBe('sign-up');
  });

  it('a signed-in user gets the download link, saved under the document\'s title', async () => {
    installFakeApi({ ...examApiHandlers, 'GET /api/auth/user': () => ({ status: 200, body: signedInUser }) });
    renderPage(<StatsExamPage page={hesiPage} />, { queryData: { '/api/auth/user': signedInUser } });
    const link = await screen.findByRole('link', { name: 'Download PDF: HESI A2 Math Review' });
    expect(link).toHaveAttribute('href', '/attached_assets/hesi-a2-math-review.pdf');
    expect(link).toHaveAttribute('download', 'HESI A2 Math Review.pdf');
  });

  it('hides the shared list when no built-in document matches the exam type (NCLEX), and keeps its premium documents', async () => {
    installFakeApi(examApiHandlers);
    renderPage(<StatsExamPage page={nclexPage} />);
    expect(await screen.findByRole('heading', { name: 'NCLEX-RN Pharmacology Review' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'NCLEX Study Documents' })).not.toBeInTheDocument();
  });

  it('has no axe violations with the documents listed', async () => {
    installFakeApi(examApiHandlers);
    const { container } = renderPage(<StatsExamPage page={hesiPage} />);
    await screen.findByRole('heading', { name: 'HESI A2 Grammar Review' });
    await screen.findByRole('heading', { name: 'HESI A2 Math Review' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
