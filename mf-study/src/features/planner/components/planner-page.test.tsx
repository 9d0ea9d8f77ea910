import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { installFakeApi, renderPage } from '@nurseprep/shared-ui/testing';
import { fakeFlashcardsServer, installFakeFlashcardsServer } from '../../flashcards/testing/fake-flashcards-server';
import { fakePracticeServer, multipleQuestion, singleQuestion } from '../../practice/testing/fake-practice-server';
import { planStorageKey } from '../lib/plan-storage';
import { PlannerPage } from './planner-page';
import type { PracticeProgress } from '@nurseprep/contracts';

jest.setTimeout(20_000);

const today = '2026-11-24';

beforeEach(() => window.localStorage.clear());

function setDate(value: string) {
  // jsdom's date input takes its value as typed text only through a change event.
  fireEvent.change(screen.getByLabelText(/^Exam date/), { target: { value } });
}

describe('the study planner', () => {
  it('builds eight weeks for a date eight weeks out, keeps a visitor ticks in this browser, and offers the .ics', async () => {
    installFakeFlashcardsServer();
    const user = userEvent.setup();
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:plan';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { container } = renderPage(<PlannerPage exam="teas" today={today} />, { path: '/exams/teas/planner' });
    expect(screen.getByRole('heading', { level: 1, name: 'ATI TEAS 7 Study Planner' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Build my plan' });
    setDate('2027-01-19');
    await user.clear(screen.getByLabelText(/^Hours per week/));
    await user.type(screen.getByLabelText(/^Hours per week/), '10');
    await user.click(screen.getByRole('button', { name: 'Build my plan' }));

    const plan = await screen.findByRole('region', { name: 'ATI TEAS 7: Your plan' });
    expect(within(plan).getByText('8 weeks to your exam on Tuesday, January 19, 2027, about 10 hours a week.')).toBeInTheDocument();
    const weeks = within(plan).getAllByRole('heading', { level: 3 });
    expect(weeks.map((heading) => heading.textContent)).toEqual([
      'Week 1: Diagnostic and foundations',
      'Week 2: Content review',
      'Week 3: Content review',
      'Week 4: Content review and a timed checkpoint',
      'Week 5: Timed practice and weak areas',
      'Week 6: Timed practice and weak areas',
      'Week 7: Full simulation and targeted review',
      'Week 8: Final review and test day',
    ]);
    const weekOne = within(plan).getByRole('region', { name: 'Week 1: Diagnostic and foundations' });
    const diagnostic = within(weekOne).getByRole('checkbox', { name: /^Checkpoint: diagnostic test/ });
    await user.click(diagnostic);
    expect(diagnostic).toBeChecked();
    expect(JSON.parse(window.localStorage.getItem(planStorageKey('teas'))!)).toEqual({ examDate: '2027-01-19', hoursPerWeek: 10, completed: ['w1-diagnostic'] });
    expect(within(plan).getByText(/^1 of \d+ tasks done$/)).toBeInTheDocument();

    await user.click(within(plan).getByRole('button', { name: 'Download calendar (.ics)' }));
    expect(created).toHaveLength(1);
    expect(created[0]!.type).toBe('text/calendar;charset=utf-8');
    // jsdom's Blob has no text(): read it as a browser would before text() existed.
    const ics = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0]!);
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)?.length).toBe(within(plan).getAllByRole('checkbox').length);
    expect(click).toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
    click.mockRestore();
  });

  it('brings back a visitor plan and ticks from this browser', async () => {
    installFakeFlashcardsServer();
    window.localStorage.setItem(planStorageKey('hesi'), JSON.stringify({ examDate: '2026-12-22', hoursPerWeek: 6, completed: ['w1-diagnostic'] }));
    renderPage(<PlannerPage exam="hesi" today={today} />, { path: '/exams/hesi/planner' });
    const plan = await screen.findByRole('region', { name: 'HESI A2: Your plan' });
    expect(within(plan).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(plan).getByRole('checkbox', { name: /^Checkpoint: diagnostic timed sets/ })).toBeChecked();
    expect(screen.getByLabelText(/^Exam date/)).toHaveValue('2026-12-22');
    expect(screen.getByRole('button', { name: 'Update my plan' })).toBeInTheDocument();
  });

  it('explains a date that has passed and a date under a week away, and still gives a shorter plan', async () => {
    installFakeFlashcardsServer();
    const user = userEvent.setup();
    const { container } = renderPage(<PlannerPage exam="nclex" today={today} />, { path: '/exams/nclex/planner' });
    await screen.findByRole('button', { name: 'Build my plan' });
    setDate('2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Build my plan' }));
    expect(await screen.findByText(/^That date is today or has passed/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Final days: Final days' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Test-day checklist/ })).toBeInTheDocument();

    setDate('2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Update my plan' }));
    expect(await screen.findByText('Your exam is in 4 days: too close for a weekly plan. Here is a shorter plan for the final days.')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(2);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks for a date and whole hours before building', async () => {
    installFakeFlashcardsServer();
    const user = userEvent.setup();
    renderPage(<PlannerPage exam="teas" today={today} />, { path: '/exams/teas/planner' });
    await user.clear(await screen.findByLabelText(/^Hours per week/));
    await user.type(screen.getByLabelText(/^Hours per week/), '70');
    await user.click(screen.getByRole('button', { name: 'Build my plan' }));
    expect(screen.getByLabelText(/^Exam date/)).toHaveAccessibleDescription(/Enter your exam date\./);
    expect(screen.getByLabelText(/^Exam date/)).toHaveFocus();
    expect(screen.getByLabelText(/^Hours per week/)).toHaveAccessibleDescription(/Enter a whole number of hours from 1 to 60\./);
    expect(screen.queryByRole('region', { name: /Your plan/ })).not.toBeInTheDocument();
  });

  it("loads a student's saved plan, weights it by their practice results and saves each tick on the server", async () => {
    const progress: PracticeProgress = {
      banks: [
        {
          bank: 'teas',
          label: 'ATI TEAS 7',
          attempts: 1,
          questions: 10,
          trend: [],
          categories: [
            { category: 'mathematics', label: 'Mathematics', points: [{ attemptId: '3f1c2a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f', submittedAt: '2026-11-20T10:00:00.000Z', percent: 40, total: 5 }] },
            { category: 'reading', label: 'Reading', points: [{ attemptId: '3f1c2a4e-8b7d-4c2a-9e1f-0a1b2c3d4e5f', submittedAt: '2026-11-20T10:00:00.000Z', percent: 90, total: 5 }] },
          ],
        },
      ],
      totals: { attempts: 1, submitted: 1, questions: 10, percent: 65 },
    };
    const server = installFakeFlashcardsServer({ signedIn: true, progress });
    server.state.plans.set('teas', { exam: 'teas', examDate: '2027-01-19', hoursPerWeek: 8, completed: [], updatedAt: '2026-11-20T10:00:00.000Z' });
    const user = userEvent.setup();
    renderPage(<PlannerPage exam="teas" today={today} />, { path: '/exams/teas/planner' });
    const plan = await screen.findByRole('region', { name: 'ATI TEAS 7: Your plan' });
    expect(await within(plan).findByText('More time for your weakest areas: Mathematics (40%).')).toBeInTheDocument();
    const weekTwo = within(plan).getByRole('region', { name: 'Week 2: Content review' });
    await user.click(within(weekTwo).getAllByRole('checkbox')[0]!);
    expect(server.state.planWrites).toHaveLength(1);
    expect(server.state.planWrites[0]).toEqual({ exam: 'teas', body: { examDate: '2027-01-19', hoursPerWeek: 8, completed: [expect.stringMatching(/^w2-/)] } });
    expect(window.localStorage.getItem(planStorageKey('teas'))).toBeNull();
  });

  it("weights a visitor's plan by this browser's last submitted practice results", async () => {
    const flashcards = fakeFlashcardsServer();
    // A visitor's practice set of four science questions, one right (25%), and a newer one still in progress.
    const practice = fakePracticeServer({
      questions: [singleQuestion, multipleQuestion, { ...singleQuestion, id: 'teas-science-003' }, { ...singleQuestion, id: 'teas-science-004' }],
    });
    const submitted = practice.createAttempt({ bank: 'teas', mode: 'practice' });
    submitted.attempt.responses[singleQuestion.id] = { flagged: false, response: { kind: 'choice', selected: ['b'] } };
    submitted.attempt.status = 'submitted';
    submitted.attempt.submittedAt = new Date().toISOString();
    const inProgress = practice.createAttempt({ bank: 'teas', mode: 'practice' });
    window.localStorage.setItem(
      'nurseprep.practice.attempts',
      JSON.stringify([
        { id: inProgress.attempt.id, bank: 'teas', token: inProgress.token, createdAt: '2026-11-23T10:00:00.000Z' },
        { id: submitted.attempt.id, bank: 'teas', token: submitted.token, createdAt: '2026-11-22T10:00:00.000Z' },
      ]),
    );
    // The practice server answers for the attempts; the flashcards server for the rest the page reads.
    const api = installFakeApi({ ...practice.handlers, ...flashcards.handlers });
    window.localStorage.setItem(planStorageKey('teas'), JSON.stringify({ examDate: '2027-01-19', hoursPerWeek: 10, completed: [] }));
    renderPage(<PlannerPage exam="teas" today={today} />, { path: '/exams/teas/planner' });
    expect(await screen.findByText('More time for your weakest areas: Science (25%).')).toBeInTheDocument();
    // The attempt in progress is asked for its state only, never for results it does not have (no 404).
    const asked = api.received.flatMap((entry) =>
      entry.name === 'GET /api/practice/attempts/:id' || entry.name === 'GET /api/practice/attempts/:id/results'
        ? [{ name: entry.name, id: entry.request.params.id, token: entry.request.headers['x-practice-token'] }]
        : [],
    );
    expect(asked).toEqual([
      { name: 'GET /api/practice/attempts/:id', id: inProgress.attempt.id, token: 'token-2' },
      { name: 'GET /api/practice/attempts/:id', id: submitted.attempt.id, token: 'token-1' },
      { name: 'GET /api/practice/attempts/:id/results', id: submitted.attempt.id, token: 'token-1' },
    ]);
  });
});
