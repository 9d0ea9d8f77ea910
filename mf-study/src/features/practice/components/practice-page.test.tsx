import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { STORED_ATTEMPTS_KEY, storedAttempts } from '../lib/practice-storage';
import { installFakePracticeServer } from '../testing/fake-practice-server';
import { PracticePage } from './practice-page';

jest.setTimeout(20_000);

function renderPractice(path = '/exams/teas/practice') {
  return renderPage(<PracticePage bank="teas" />, { path });
}

beforeEach(() => {
  window.localStorage.clear();
  // jsdom does not scroll; the runner and the results call it.
  window.scrollTo = jest.fn();
});

async function startPractice(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Start' }));
  return screen.findByRole('heading', { level: 1, name: 'ATI TEAS 7 Practice' });
}

describe('Practice setup', () => {
  it('offers the modes, every category ticked, the counts the bank holds, and no clock for practice', async () => {
    installFakePracticeServer();
    const { container } = renderPractice();
    expect(await screen.findByRole('heading', { level: 1, name: 'ATI TEAS 7 Practice Questions' })).toBeInTheDocument();
    const modes = screen.getByRole('group', { name: 'Mode' });
    expect(within(modes).getByRole('radio', { name: /^Practice/ })).toBeChecked();
    expect(within(modes).getByRole('radio', { name: /^Section quiz/ })).toBeInTheDocument();
    expect(within(modes).getByRole('radio', { name: /^Full TEAS 7 simulation/ })).toBeInTheDocument();
    const categories = screen.getByRole('group', { name: 'Categories' });
    for (const name of ['Reading', 'Mathematics', 'Science', 'English and Language Usage']) {
      expect(within(categories).getByRole('checkbox', { name: new RegExp(`^${name}`) })).toBeChecked();
    }
    expect(await within(categories).findAllByText('62 questions')).toHaveLength(4);
    const counts = screen.getByRole('group', { name: 'Number of questions' });
    expect(within(counts).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['10', '20', '30']);
    expect(screen.getByText('No clock: take as long as you need.')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the section choice and the real pace for a section quiz, and sends the section', async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    renderPractice();
    await user.click(await screen.findByRole('radio', { name: /^Section quiz/ }));
    expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Mathematics/ }));
    // 10 questions at 57 min / 38 questions: round(10 × 57 × 60 / 38) = 900 s.
    expect(screen.getByText('10 questions, 15 minutes on the clock.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('timer');
    expect(server.state.created[0]).toEqual({ bank: 'teas', mode: 'section-quiz', section: 'mathematics', count: 10 });
  });

  it.each([
    ['hesi', 'HESI A2 Practice Questions', 20, '20 questions, 20 minutes on the clock.', 'Schools set their own HESI A2 time limits'],
    ['nclex', 'NCLEX-RN Practice Questions', 20, '20 questions, 40 minutes on the clock.', '2 minutes per question'],
    ['pharmacology', 'Pharmacology Practice Questions', 10, '10 questions, 15 minutes on the clock.', '1.5 minutes per question'],
  ] as const)("%s: a timed set of the chosen categories at the bank's pace", async (bank, title, count, clock, note) => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    renderPage(<PracticePage bank={bank} />, { path: `/exams/${bank}/practice` });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(note))).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Timed set/ }));
    const categories = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('checkbox');
    await user.click(categories[0]!);
    await user.click(screen.getByRole('radio', { name: `${count} questions` }));
    expect(screen.getByText(clock)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('timer')).toBeInTheDocument();
    expect(server.state.created[0]).toEqual({
      bank,
      mode: 'timed-set',
      categories: categories.slice(1).map((box) => (box as HTMLInputElement).value),
      count,
    });
  });

  it('starts the full simulation with its fixed sections (no count or categories sent)', async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    renderPractice();
    await user.click(await screen.findByRole('radio', { name: /^Full TEAS 7 simulation/ }));
    expect(screen.queryByRole('group', { name: 'Number of questions' })).not.toBeInTheDocument();
    expect(screen.getByText('4 sections, 170 questions, 209 minutes in all. A section once left cannot be reopened.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Section 1 of 2: Reading')).toBeInTheDocument();
    expect(server.state.created[0]).toEqual({ bank: 'teas', mode: 'full-simulation' });
  });

  it("sends a visitor's already-seen questions so a new set does not repeat them", async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    renderPractice();
    await startPractice(user);
    await user.click(screen.getByRole('button', { name: 'End and see results' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'See results' }));
    await user.click(await screen.findByRole('button', { name: 'Practice again' }));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { level: 1, name: 'ATI TEAS 7 Practice' });
    expect(server.state.created[1]).toMatchObject({ exclude: ['teas-science-001', 'teas-science-002', 'teas-reading-001'] });
  });

  it('asks for at least one category', async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    renderPractice();
    for (const name of ['Reading', 'Mathematics', 'Science', 'English and Language Usage']) {
      await user.click(await screen.findByRole('checkbox', { name: new RegExp(`^${name}`) }));
    }
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one category.');
    expect(server.state.created).toHaveLength(0);
  });
});

describe('Practice mode', () => {
  it('grades a single-answer question at once, marks the options and shows every rationale', async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    const { container } = renderPractice();
    await startPractice(user);
    expect(server.state.created[0]).toMatchObject({ bank: 'teas', mode: 'practice', count: 10, categories: ['reading', 'mathematics', 'science', 'english'] });
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '0 of 3 questions answered');
    const group = screen.getByRole('group', { name: 'Which chamber of the heart pumps oxygenated blood to the body?' });
    await user.click(within(group).getByRole('radio', { name: /Right atrium/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Incorrect');
    expect(screen.getByText(/The left ventricle pumps oxygenated blood into the aorta/)).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /Right atrium.*Your answer: incorrect.*receives deoxygenated blood/ })).toBeDisabled();
    expect(within(group).getByRole('radio', { name: /Left ventricle.*Correct, but not chosen/ })).toBeInTheDocument();
    expect(screen.getByText('The right ventricle pumps blood to the lungs.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '1 of 3 questions answered');
    expect(screen.getByRole('button', { name: 'Next question' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the partial picture of a select-all item scored all-or-nothing', async () => {
    installFakePracticeServer();
    const user = userEvent.setup();
    renderPractice();
    await startPractice(user);
    await user.click(screen.getByRole('radio', { name: /Left ventricle/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Correct');
    await user.click(screen.getByRole('button', { name: 'Next question' }));

    const group = screen.getByRole('group', { name: /Which of these are organelles/ });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(5);
    expect(group).toHaveAccessibleDescription('Select all that apply.');
    await user.click(within(group).getByRole('checkbox', { name: /Mitochondrion/ }));
    await user.click(within(group).getByRole('checkbox', { name: /Cell wall/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Incorrect');
    expect(screen.getByText('Select-all items score only when every correct option is chosen and no other.')).toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: /Mitochondrion.*Correct answer, your answer/ })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /Cell wall.*Your answer: incorrect/ })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: /Ribosome.*Correct, but not chosen/ })).not.toBeChecked();
  });

  it('does not ask for the results while the attempt is in progress, and shows them once it is submitted', async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    renderPractice();
    await startPractice(user);
    await user.click(screen.getByRole('radio', { name: /Left ventricle/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Correct');
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    const resultsRequests = () => server.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/results'));
    expect(resultsRequests()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'End and see results' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'See results' }));
    expect(await screen.findByRole('region', { name: 'Your score' })).toHaveTextContent('1 of 3 points');
    // Submitting answers the results: they are shown without asking again.
    expect(resultsRequests()).toEqual([]);
  });

  it('a reload of a submitted attempt asks for its results once', async () => {
    const server = installFakePracticeServer();
    const { attempt, token } = server.createAttempt({ bank: 'teas', mode: 'practice' });
    attempt.status = 'submitted';
    attempt.submittedAt = attempt.startedAt;
    window.localStorage.setItem(STORED_ATTEMPTS_KEY, JSON.stringify([{ id: attempt.id, bank: 'teas', token, createdAt: attempt.startedAt }]));
    renderPractice(`/exams/teas/practice?attempt=${attempt.id}`);
    expect(await screen.findByRole('region', { name: 'Your score' })).toHaveTextContent('0 of 3 points');
    expect(server.fetchMock.mock.calls.filter(([url]) => String(url) === `/api/practice/attempts/${attempt.id}/results`)).toHaveLength(1);
  });

  it('scores a matrix item per row and then shows the results with a review of every question', async () => {
    installFakePracticeServer();
    const user = userEvent.setup();
    const { container } = renderPractice();
    await startPractice(user);
    await user.click(screen.getByRole('radio', { name: /Left ventricle/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    await user.click(await screen.findByRole('button', { name: 'Next question' }));
    await user.click(screen.getByRole('checkbox', { name: /Mitochondrion/ }));
    await user.click(screen.getByRole('checkbox', { name: /Ribosome/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    await user.click(await screen.findByRole('button', { name: 'Next question' }));

    expect(screen.getByText(/A clinic posts new hours/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose an answer first.');
    await user.click(screen.getByRole('radio', { name: 'The clinic opens on Saturday mornings.: Supported' }));
    await user.click(screen.getByRole('radio', { name: 'The clinic is open on Sundays.: Supported' }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Partly correct: 1 of 2 rows right');
    expect(screen.getByText('Sunday is not listed.')).toBeInTheDocument();
    expect(screen.getByText(/Correct: Not supported/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'See results' }));
    const resultsHeading = await screen.findByRole('heading', { level: 1, name: 'ATI TEAS 7 Practice Results' });
    // The results start at the top of the page, not where the last question was, with the focus on their heading.
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    expect(resultsHeading).toHaveFocus();
    const score = screen.getByRole('region', { name: 'Your score' });
    expect(score).toHaveTextContent('83%');
    expect(score).toHaveTextContent('2.5 of 3 points');
    expect(score).toHaveTextContent('this untimed practice shows what to study, not your TEAS score.');
    // Practice mode has no ATI level (only TEAS timed tests do).
    expect(score).not.toHaveTextContent('ATI TEAS academic preparedness level');
    const table = screen.getByRole('table', { name: 'Score by category' });
    expect(within(table).getByRole('row', { name: /Science 2 of 2 100%/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Reading 0.5 of 1 50%/ })).toBeInTheDocument();
    const weakest = screen.getByRole('region', { name: 'Where to focus next' });
    expect(within(weakest).getByRole('heading', { name: 'Reading: 50%' })).toBeInTheDocument();
    expect(within(weakest).getByRole('link', { name: 'Browse all study documents' })).toHaveAttribute('href', '/exams/teas#documents');
    expect(within(weakest).getByRole('link', { name: 'Flashcards: Reading' })).toHaveAttribute('href', '/exams/teas/flashcards');
    expect(within(weakest).getByRole('link', { name: 'Study plan with more time for Reading' })).toHaveAttribute('href', '/exams/teas/planner');
    const review = screen.getByRole('region', { name: 'Review every question' });
    expect(within(review).getAllByRole('heading', { level: 3, name: /^Question \d of 3$/ })).toHaveLength(3);
    expect(within(review).getByText(/Animal cells have mitochondria and ribosomes/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('works from the keyboard: number keys pick, arrows move within the group, Enter checks and moves on', async () => {
    installFakePracticeServer();
    const user = userEvent.setup();
    renderPractice();
    await startPractice(user);
    const group = screen.getByRole('group', { name: /Which chamber/ });
    within(group).getByRole('radio', { name: /Right atrium/ }).focus();
    await user.keyboard('3');
    expect(within(group).getByRole('radio', { name: /Right ventricle/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /Right ventricle/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(group).getByRole('radio', { name: /Left ventricle/ })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Correct');
    expect(screen.getByRole('button', { name: 'Next question' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const next = await screen.findByRole('group', { name: /Which of these are organelles/ });
    expect(within(next).getByRole('checkbox', { name: /Mitochondrion/ })).toHaveFocus();
    await user.keyboard('1');
    await user.keyboard('3');
    expect(within(next).getByRole('checkbox', { name: /Mitochondrion/ })).toBeChecked();
    expect(within(next).getByRole('checkbox', { name: /Ribosome/ })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Correct');
  });

  it('offers a visitor to sign up to keep the results, and claims the attempt once signed in', async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    const { queryClient } = renderPractice();
    await startPractice(user);
    expect(storedAttempts()).toEqual([expect.objectContaining({ bank: 'teas', token: 'token-1' })]);
    await user.click(screen.getByRole('button', { name: 'End and see results' }));
    const dialog = screen.getByRole('dialog', { name: 'End this practice set?' });
    expect(dialog).toHaveTextContent('3 unanswered questions will count as wrong.');
    await user.click(within(dialog).getByRole('button', { name: 'See results' }));
    const offer = await screen.findByRole('region', { name: 'Sign up to keep your results' });
    await user.click(within(offer).getByRole('button', { name: 'Sign up to keep your results' }));
    const { useAccountDialogs } = await import('@nurseprep/shared-ui');
    expect(useAccountDialogs.getState().dialog).toBe('sign-up');

    // The shell's dialog signs the visitor up; the current user is refetched.
    server.state.signedIn = true;
    await queryClient.invalidateQueries({ queryKey: ['/api/auth/user'] });
    expect(await screen.findByText('Saved to your account.')).toBeInTheDocument();
    expect(server.state.claims).toEqual([[{ id: '00000000-0000-4000-8000-000000000001', token: 'token-1' }]]);
    expect(storedAttempts()[0]?.token).toBeUndefined();
  });
});

describe('Resuming', () => {
  it('a reload (the attempt in the address) continues at the first unanswered question', async () => {
    const server = installFakePracticeServer();
    const { attempt, token } = server.createAttempt({ bank: 'teas', mode: 'practice' });
    window.localStorage.setItem(STORED_ATTEMPTS_KEY, JSON.stringify([{ id: attempt.id, bank: 'teas', token, createdAt: attempt.startedAt }]));
    attempt.responses['teas-science-001'] = { flagged: false, response: { kind: 'choice', selected: ['b'] }, result: { correct: true, score: 1, earned: 1, possible: 1, key: ['b'], rationale: { explanation: 'x' } } };
    renderPractice(`/exams/teas/practice?attempt=${attempt.id}`);
    expect(await screen.findByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '1 of 3 questions answered');
    expect(server.received.some(({ request }) => request.headers['x-practice-token'] === token)).toBe(true);
  });

  it('the setup page offers to resume the attempt this browser has in progress', async () => {
    const server = installFakePracticeServer();
    const { attempt, token } = server.createAttempt({ bank: 'teas', mode: 'section-quiz', section: 'reading' });
    window.localStorage.setItem(STORED_ATTEMPTS_KEY, JSON.stringify([{ id: attempt.id, bank: 'teas', token, createdAt: attempt.startedAt }]));
    const user = userEvent.setup();
    renderPractice();
    const card = await screen.findByRole('region', { name: 'You have a test in progress' });
    expect(card).toHaveTextContent('Section quiz: 0 of 3 questions answered.');
    await user.click(within(card).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('timer', { name: 'Time remaining in Reading' })).toBeInTheDocument();
  });

  it('says so when the attempt in the address is not found, and offers a new set', async () => {
    installFakePracticeServer();
    renderPractice('/exams/teas/practice?attempt=00000000-0000-4000-8000-00000000ffff');
    expect(await screen.findByRole('heading', { name: 'This attempt was not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('says so, with a retry, when the attempt in the address cannot be loaded', async () => {
    const server = installFakePracticeServer();
    const recover = server.use({ 'GET /api/practice/attempts/:id': () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    const user = userEvent.setup();
    renderPractice('/exams/teas/practice?attempt=00000000-0000-4000-8000-00000000ffff');
    // useAttempt retries a failure twice (about 3 s) before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent('Your test could not be loaded.');
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'This attempt was not found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 15_000);
});
