import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderPage, installFakeApi } from '@nurseprep/shared-ui/testing';
import { examApiHandlers, examTypesFixture } from '../../../testing/exam-api';
import { ExamListingPage } from './exam-listing-page';

jest.setTimeout(15_000);

describe('the exam listing (/exams)', () => {
  it('shows a loading grid, then a card per exam type from the server with its name, description and a View Materials link', async () => {
    const { fetchMock } = installFakeApi(examApiHandlers);
    renderPage(<ExamListingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nursing Exam Preparation' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading exams...' })).toHaveAttribute('aria-busy', 'true');

    const grid = await screen.findByRole('list', { name: 'Exams' });
    expect(fetchMock).toHaveBeenCalledWith('/api/exam-types', expect.objectContaining({ credentials: 'include' }));
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(examTypesFixture.length);
    examTypesFixture.forEach((exam, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { name: exam.name })).toBeInTheDocument();
      expect(card).toHaveTextContent(exam.description);
      const link = within(card).getByRole('link', { name: `View Materials for ${exam.name}` });
      expect(link).toHaveTextContent('View Materials');
      expect(link).toHaveAttribute('href', `/exams/${exam.slug}`);
    });
  });

  it('gives ged, hesi and teas their own icons and other exams the default one', async () => {
    installFakeApi(examApiHandlers);
    const { container } = renderPage(<ExamListingPage />);
    await screen.findByRole('list', { name: 'Exams' });
    const iconOf = (slug: string) => container.querySelector(`[data-icon="${slug}"] svg`)?.getAttribute('class');
    expect(iconOf('ged')).toContain('graduation-cap');
    expect(iconOf('hesi')).toContain('stethoscope');
    expect(iconOf('teas')).toContain('book-open');
    expect(iconOf('nln-pax')).toContain('file-text');
  });

  it('says when the list could not be loaded, and Try again loads it', async () => {
    const user = userEvent.setup();
    let serverUp = false;
    installFakeApi({
      ...examApiHandlers,
      'GET /api/exam-types': () => (serverUp ? { status: 200, body: examTypesFixture } : { status: 503 }),
    });
    renderPage(<ExamListingPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list of exams could not be loaded.');

    serverUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Exams' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    installFakeApi(examApiHandlers);
    const { container } = renderPage(<ExamListingPage />);
    await screen.findByRole('list', { name: 'Exams' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
