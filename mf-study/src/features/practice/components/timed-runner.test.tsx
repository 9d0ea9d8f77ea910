import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Link, useLocation } from 'react-router-dom';
import { renderPage } from '@nurseprep/shared-ui/testing';
import { STORED_ATTEMPTS_KEY } from '../lib/practice-storage';
import { extraQuestions, installFakePracticeServer, multipleQuestion, singleQuestion } from '../testing/fake-practice-server';
import { PracticePage } from './practice-page';

jest.setTimeout(20_000);

function LocationProbe() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** A timed attempt already started (as after Start), opened from the address as a reload would. */
function openAttempt(server: ReturnType<typeof installFakePracticeServer>, body: Parameters<ReturnType<typeof installFakePracticeServer>['createAttempt']>[0]) {
  const { attempt, token } = server.createAttempt(body);
  window.localStorage.setItem(STORED_ATTEMPTS_KEY, JSON.stringify([{ id: attempt.id, bank: 'teas', token, createdAt: attempt.startedAt }]));
  return renderPage(
    <>
      <PracticePage bank="teas" />
      <Link to="/exams">All exams</Link>
      <LocationProbe />
    </>,
    { path: `/exams/teas/practice?attempt=${attempt.id}` },
  );
}

beforeEach(() => {
  window.localStorage.clear();
  // jsdom does not scroll; the runner and the results call it.
  window.scrollTo = jest.fn();
});

describe('Timed section quiz', () => {
  it('saves answers without showing rationales, flags questions and lists them in the navigator', async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    const { container } = openAttempt(server, { bank: 'teas', mode: 'section-quiz', section: 'science' });
    expect(await screen.findByRole('timer', { name: 'Time remaining in Science' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Left ventricle/ }));
    expect(server.state.saves.at(-1)).toEqual({ questionId: singleQuestion.id, body: { response: { kind: 'choice', selected: ['b'] } } });
    expect(screen.queryByText(/The left ventricle pumps oxygenated blood/)).not.toBeInTheDocument();
    expect(screen.queryByText('Correct')).not.toBeInTheDocument();

    const flag = screen.getByRole('button', { name: 'Flag for review' });
    expect(flag).toHaveAttribute('aria-pressed', 'false');
    await user.click(flag);
    expect(flag).toHaveAttribute('aria-pressed', 'true');
    expect(server.state.saves.at(-1)).toEqual({ questionId: singleQuestion.id, body: { flagged: true } });
    const navigator = screen.getByRole('navigation', { name: 'Questions in this section' });
    expect(within(navigator).getByRole('button', { name: 'Question 1, answered, flagged' })).toHaveAttribute('aria-current', 'true');
    expect(within(navigator).getByRole('button', { name: 'Question 2, unanswered' })).toBeInTheDocument();

    await user.click(within(navigator).getByRole('button', { name: 'Question 3, unanswered' }));
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', '1 of 3 questions answered');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('takes back the answer of a select-all item when every option is unticked: unanswered here and on the server', async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    openAttempt(server, { bank: 'teas', mode: 'section-quiz', section: 'science' });
    const navigator = await screen.findByRole('navigation', { name: 'Questions in this section' });
    await user.click(within(navigator).getByRole('button', { name: 'Question 2, unanswered' }));
    const boxes = screen.getAllByRole('checkbox');
    await user.click(boxes[0]!);
    expect(server.state.saves.at(-1)).toEqual({ questionId: multipleQuestion.id, body: { response: { kind: 'choice', selected: [boxes[0]!.getAttribute('value')] } } });
    expect(within(navigator).getByRole('button', { name: 'Question 2, answered' })).toBeInTheDocument();
    await user.click(boxes[0]!);
    expect(server.state.saves.at(-1)).toEqual({ questionId: multipleQuestion.id, body: { response: null } });
    expect(within(navigator).getByRole('button', { name: 'Question 2, unanswered' })).toBeInTheDocument();
  });

  it('submits after confirming (naming the unanswered and flagged), then shows the ATI TEAS level and every rationale', async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    openAttempt(server, { bank: 'teas', mode: 'section-quiz', section: 'science' });
    await user.click(await screen.findByRole('radio', { name: /Left ventricle/ }));
    await user.click(screen.getByRole('button', { name: 'Flag for review' }));
    await user.click(screen.getByRole('button', { name: 'Submit test' }));
    const dialog = screen.getByRole('dialog', { name: 'Submit your test?' });
    expect(dialog).toHaveTextContent('2 unanswered questions will count as wrong. 1 flagged for review.');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit test' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit test' }));

    const score = await screen.findByRole('region', { name: 'Your score' });
    expect(score).toHaveTextContent('33%');
    expect(score).toHaveTextContent('ATI TEAS academic preparedness level');
    // 1 of 3 (33.3%) is in ATI's Developmental range, as the server grades it.
    expect(score).toHaveTextContent('Developmental');
    expect(score).toHaveTextContent('Range: 0%-40.7%');
    const review = screen.getByRole('region', { name: 'Review every question' });
    expect(within(review).getByText(/The left ventricle pumps oxygenated blood/)).toBeInTheDocument();
    expect(within(review).getByText(/The notice lists weekday and Saturday hours only/)).toBeInTheDocument();
  });

  it('moves with Enter and number keys: Enter on an option goes to the next question', async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    openAttempt(server, { bank: 'teas', mode: 'section-quiz', section: 'science' });
    const first = await screen.findByRole('group', { name: /Which chamber/ });
    within(first).getByRole('radio', { name: /Right atrium/ }).focus();
    await user.keyboard('2');
    expect(within(first).getByRole('radio', { name: /Left ventricle/ })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Mitochondrion/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    const matrix = screen.getByRole('group', { name: /For each statement/ });
    const saturday = within(matrix).getByRole('radio', { name: 'The clinic opens on Saturday mornings.: Supported' });
    expect(saturday).toHaveFocus();
    await user.keyboard('2');
    expect(within(matrix).getByRole('radio', { name: 'The clinic opens on Saturday mornings.: Not supported' })).toBeChecked();
    // Enter on the last question asks to submit.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Submit your test?' })).toBeInTheDocument();
  });

  it('submits by itself when the time is up, and says so', async () => {
    jest.useFakeTimers();
    try {
      const server = installFakePracticeServer({ sectionSeconds: 90 });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      openAttempt(server, { bank: 'teas', mode: 'section-quiz', section: 'science' });
      await user.click(await screen.findByRole('radio', { name: /Left ventricle/ }));
      const status = screen.getByTestId('timer-announcement');
      await act(async () => jest.advanceTimersByTime(30_000));
      expect(status).toHaveTextContent('1 minute remaining');
      await act(async () => jest.advanceTimersByTime(60_000));
      expect(await screen.findByRole('region', { name: 'Your score' })).toHaveTextContent('33%');
      expect(screen.getByRole('heading', { level: 1, name: 'ATI TEAS 7 Practice Results' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads the attempt again when the server says the section is closed', async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    openAttempt(server, { bank: 'teas', mode: 'section-quiz', section: 'science' });
    await screen.findByRole('timer');
    // The server closed the section (its clock ran out first, past the grace it gives): the next save answers 409.
    const [stored] = [...server.state.attempts.values()];
    stored!.attempt.sections[0]!.endsAt = new Date(Date.now() - 5_000).toISOString();
    await user.click(screen.getByRole('radio', { name: /Left ventricle/ }));
    expect(await screen.findByRole('region', { name: 'Your score' })).toBeInTheDocument();
  });

  it('asks before following a link away, and stays or leaves as told', async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    openAttempt(server, { bank: 'teas', mode: 'section-quiz', section: 'science' });
    await screen.findByRole('timer');
    await user.click(screen.getByRole('link', { name: 'All exams' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this test?' });
    expect(dialog).toHaveTextContent('the clock keeps running');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the test' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/exams/teas/practice');
    expect(screen.getByRole('timer')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'All exams' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Leave this test?' })).getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/exams');
  });

  it("asks before the browser's Back button leaves the test, and stays when told", async () => {
    const server = installFakePracticeServer();
    const user = userEvent.setup();
    openAttempt(server, { bank: 'teas', mode: 'section-quiz', section: 'science' });
    await screen.findByRole('timer');
    const entries = window.history.length;
    act(() => window.history.back());
    const dialog = await screen.findByRole('dialog', { name: 'Leave this test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the test' }));
    expect(screen.getByRole('timer')).toBeInTheDocument();
    // The entry that catches Back is in place again for the next press.
    expect(window.history.length).toBeGreaterThanOrEqual(entries);
    expect((window.history.state as Record<string, unknown>).nurseprepLeaveGuard).toBe(true);
  });

  it('asks the browser to confirm closing or reloading the tab', async () => {
    const server = installFakePracticeServer();
    openAttempt(server, { bank: 'teas', mode: 'section-quiz', section: 'science' });
    await screen.findByRole('timer');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('Full TEAS simulation', () => {
  it('times each section on its own and closes a section once left, after confirming', async () => {
    const server = installFakePracticeServer({ questions: [singleQuestion, multipleQuestion, ...extraQuestions.slice(0, 2)], simulationSections: [2, 2] });
    const user = userEvent.setup();
    openAttempt(server, { bank: 'teas', mode: 'full-simulation' });
    expect(await screen.findByText('Section 1 of 2: Reading')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time remaining in Reading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit test' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next section' }));
    const dialog = screen.getByRole('dialog', { name: 'Go to the next section?' });
    expect(dialog).toHaveTextContent('You cannot return to Reading once you leave it. 2 questions are unanswered.');
    await user.click(within(dialog).getByRole('button', { name: 'Next section' }));

    expect(await screen.findByText('Section 2 of 2: Mathematics')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time remaining in Mathematics' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'What is 1 + 1?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit test' })).toBeInTheDocument();
    expect(server.state.attempts.values().next().value!.attempt.sections[0]!.closed).toBe(true);
  });

  it("after a reload past a section's time, moves on to the next section and starts its clock", async () => {
    const server = installFakePracticeServer({ questions: [singleQuestion, multipleQuestion, ...extraQuestions.slice(0, 2)], simulationSections: [2, 2] });
    const { attempt } = server.createAttempt({ bank: 'teas', mode: 'full-simulation' });
    const stored = server.state.attempts.get(attempt.id)!;
    stored.attempt.sections[0]!.endsAt = new Date(Date.now() - 5_000).toISOString();
    window.localStorage.setItem(STORED_ATTEMPTS_KEY, JSON.stringify([{ id: attempt.id, bank: 'teas', token: stored.token, createdAt: attempt.startedAt }]));
    renderPage(<PracticePage bank="teas" />, { path: `/exams/teas/practice?attempt=${attempt.id}` });
    expect(await screen.findByText('Section 2 of 2: Mathematics')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Time is up for Reading. Your saved answers count.');
    expect(stored.attempt.sections[1]!.endsAt).toBeDefined();
  });
});
