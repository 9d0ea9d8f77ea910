import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useAccountDialogs } from '@nurseprep/shared-ui';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { installFakePracticeServer } from '../testing/fake-practice-server';
import { MyStudyPage } from './my-study-page';

jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  useAccountDialogs.setState({ dialog: null });
});

describe('/my-study', () => {
  it('asks a visitor to sign in or sign up, and links to every practice bank', async () => {
    installFakePracticeServer({ signedIn: false });
    const user = userEvent.setup();
    const { container } = renderPage(<MyStudyPage />, { path: '/my-study' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Study' })).toBeInTheDocument();
    const prompt = await screen.findByRole('region', { name: 'Sign in to see your study history' });
    await user.click(within(prompt).getByRole('button', { name: 'Sign in' }));
    expect(useAccountDialogs.getState().dialog).toBe('sign-in');
    await user.click(within(prompt).getByRole('button', { name: 'Create a free account' }));
    expect(useAccountDialogs.getState().dialog).toBe('sign-up');
    const start = screen.getByRole('region', { name: 'Start practice' });
    expect(within(start).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/exams/teas/practice',
      '/exams/hesi/practice',
      '/exams/nclex/practice',
      '/exams/coursework/pharmacology/practice',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a student their history, newest first, with links to results and to resume', async () => {
    const server = installFakePracticeServer({ signedIn: true });
    const first = server.createAttempt({ bank: 'teas', mode: 'practice' });
    first.attempt.responses['teas-science-001'] = { flagged: false, response: { kind: 'choice', selected: ['b'] } };
    first.attempt.status = 'submitted';
    first.attempt.submittedAt = new Date().toISOString();
    const second = server.createAttempt({ bank: 'teas', mode: 'section-quiz', section: 'reading' });
    renderPage(<MyStudyPage />, { path: '/my-study' });
    const table = await screen.findByRole('table', { name: 'Practice attempts, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Section quiz');
    expect(rows[0]).toHaveTextContent('In progress');
    expect(within(rows[0]!).getByRole('link', { name: /^Resume: ATI TEAS 7/ })).toHaveAttribute('href', `/exams/teas/practice?attempt=${second.attempt.id}`);
    expect(rows[1]).toHaveTextContent('Practice');
    expect(rows[1]).toHaveTextContent('33% (1/3)');
    expect(within(rows[1]!).getByRole('link', { name: /^See results: ATI TEAS 7/ })).toHaveAttribute('href', `/exams/teas/practice?attempt=${first.attempt.id}`);
  });

  it('draws the per-category trend as a named SVG image with a table of the same numbers', async () => {
    const server = installFakePracticeServer({ signedIn: true });
    for (const selected of [['a'], ['b']]) {
      const { attempt } = server.createAttempt({ bank: 'teas', mode: 'practice' });
      attempt.responses['teas-science-001'] = { flagged: false, response: { kind: 'choice', selected } };
      attempt.status = 'submitted';
      attempt.submittedAt = '2026-11-20T10:00:00.000Z';
    }
    const { container } = renderPage(<MyStudyPage />, { path: '/my-study' });
    const progress = await screen.findByRole('region', { name: 'Progress by category' });
    const chart = await within(progress).findByRole('img', { name: 'ATI TEAS 7: percent correct per category, by test' });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleDescription(/2 submitted tests of ATI TEAS 7/);
    // Science: 0 of 2 then 1 of 2; reading (matrix, unanswered) 0 both times: a line each.
    expect(chart.querySelectorAll('polyline')).toHaveLength(2);
    const table = within(progress).getByRole('table', { name: 'ATI TEAS 7: percent correct per category, by test' });
    expect(within(table).getByRole('columnheader', { name: 'Test 1 (Nov 20, 2026)' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Science 0% 50%' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Reading 0% 0%' })).toBeInTheDocument();
    // The server lists only the categories the tests asked.
    expect(within(table).queryByRole('row', { name: /^Mathematics/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Overall 0% 33%' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says how to start when a student has no practice yet', async () => {
    installFakePracticeServer({ signedIn: true });
    renderPage(<MyStudyPage />, { path: '/my-study' });
    expect(await screen.findByText('No practice yet. Start a set below: your results will appear here.')).toBeInTheDocument();
    expect(await screen.findByText('Submit a practice set or a timed test to see your progress by category.')).toBeInTheDocument();
  });
});
