import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router-dom';
import type { LeadContactChange, LeadDetail } from '@nurseprep/contracts';
import { useToastStore } from '@nurseprep/shared-ui';
import { installFakeApi, renderPage } from '@nurseprep/shared-ui/testing';
import { leadDetailFixture } from '../../../testing/staff-fixtures';
import { LeadPage } from './lead-page';

jest.setTimeout(20_000);

const detail = (windowClosesAt: string | null, optedOutAt: string | null = null, pendingContactChanges: LeadContactChange[] = []) =>
  leadDetailFixture({ windowClosesAt, optedOutAt, pendingContactChanges });

const proposed: LeadContactChange[] = [
  { id: 7, name: 'Mary S.', phone: '+1 202 555 0188', whatsappNumber: '12025550188', source: 'service-request', createdAt: '2026-11-24T15:00:00.000Z' },
  { id: 8, name: 'Mary Seacole', phone: '+44 7700 900123', whatsappNumber: '447700900123', source: 'service-request', createdAt: '2026-11-25T15:00:00.000Z' },
];

const alreadyHandled = { status: 409, body: { message: 'This number was already accepted or dismissed' } } as const;

/** Change 8 was already handled by someone else; any other change is resolved and leaves the lead's list. */
function resolveChange(changeId: number) {
  if (changeId === 8) return alreadyHandled;
  answer = { ...answer, pendingContactChanges: answer.pendingContactChanges.filter((pending) => pending.id !== changeId) };
  return { status: 200, body: answer.lead } as const;
}

let answer: LeadDetail;
let fetchMock: jest.Mock;
beforeEach(() => {
  answer = detail(new Date(Date.now() + 3_600_000).toISOString());
  const notFound = { status: 404, body: { message: 'Lead not found' } } as const;
  ({ fetchMock } = installFakeApi({
    'GET /api/marketing/leads/:id': ({ params }) => (params.id === 5 ? { status: 200, body: answer } : notFound),
    'PATCH /api/marketing/service-requests/:id': () => ({ status: 204, body: undefined }),
    'PATCH /api/marketing/tutoring-inquiries/:id': () => ({ status: 204, body: undefined }),
    'POST /api/marketing/leads/:id/messages': ({ params }) => (params.id === 5 ? { status: 200, body: { success: true, messageId: 4, wamid: 'wamid.4' } } : notFound),
    'POST /api/marketing/leads/:id/contact-changes/:changeId/accept': ({ params }) => (params.id === 5 ? resolveChange(params.changeId) : notFound),
    'POST /api/marketing/leads/:id/contact-changes/:changeId/dismiss': ({ params }) => (params.id === 5 ? resolveChange(params.changeId) : notFound),
  }));
});
afterEach(() => act(() => useToastStore.getState().toasts.forEach((shown) => useToastStore.getState().remove(shown.id))));

const renderLead = () =>
  renderPage(
    <Routes>
      <Route path="/marketing/leads/:id" element={<LeadPage />} />
    </Routes>,
    { path: '/marketing/leads/5' },
  );

describe('a lead’s page', () => {
  it('shows the lead, every form it sent, the conversation with delivery states, and replies inside the window', async () => {
    const user = userEvent.setup();
    const { container } = renderLead();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mary Seacole' })).toBeInTheDocument();
    expect(screen.getByText('Agreed to WhatsApp updates')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Service request: exam-prep' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tutoring inquiry: HESI A2 Exam' })).toBeInTheDocument();
    expect(screen.getByText('Is there a class on Monday?')).toBeInTheDocument();
    expect(screen.getAllByTestId('delivery-status').map((status) => status.textContent)).toEqual(['Read', 'Delivered']);
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getAllByRole('button', { name: 'Mark contacted' })[0]!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/marketing/service-requests/9', expect.objectContaining({ method: 'PATCH', body: '{"status":"contacted"}' })));

    await user.type(screen.getByRole('textbox', { name: 'Reply' }), 'Bring your ID.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(useToastStore.getState().toasts.at(-1)).toMatchObject({ title: 'Message Sent' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/marketing/leads/5/messages', expect.objectContaining({ method: 'POST', body: '{"message":"Bring your ID."}' }));
  });

  it('says a template is needed outside the 24-hour window, and shows an opt-out', async () => {
    answer = detail(new Date(Date.now() - 60_000).toISOString(), '2026-11-22T10:00:00.000Z');
    renderLead();
    expect(await screen.findByText(/free text cannot reach them: an approved template is needed/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.getByText(/Opted out \(replied STOP\)/)).toBeInTheDocument();
  });

  it('shows no numbers to check when forms proposed none', async () => {
    renderLead();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mary Seacole' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New numbers to check' })).not.toBeInTheDocument();
  });

  it('lists the numbers forms proposed, and accepts one with its button: the list refetches and a toast says so', async () => {
    answer = detail(null, null, proposed);
    const user = userEvent.setup();
    const { container } = renderLead();
    const section = await screen.findByRole('region', { name: 'New numbers to check' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^New number proposed/).textContent)).toEqual([
      `New number proposed by the booking form on ${new Date('2026-11-24T15:00:00.000Z').toLocaleDateString('en-US')}: +1 202 555 0188`,
      `New number proposed by the booking form on ${new Date('2026-11-25T15:00:00.000Z').toLocaleDateString('en-US')}: +44 7700 900123`,
    ]);
    expect(await axe(container)).toHaveNoViolations();

    // Each button names its number, so the two Accept buttons can be told apart.
    await user.click(screen.getByRole('button', { name: 'Accept +1 202 555 0188' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/marketing/leads/5/contact-changes/7/accept', expect.objectContaining({ method: 'POST' })));
    await waitFor(() => expect(useToastStore.getState().toasts.at(-1)).toMatchObject({ title: 'Number accepted', description: "+1 202 555 0188 is now this lead's number." }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept +1 202 555 0188' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Accept +44 7700 900123' })).toBeEnabled();
  });

  it('dismisses a number from the keyboard, and says so when the number was already handled', async () => {
    answer = detail(null, null, proposed);
    const user = userEvent.setup();
    renderLead();
    const dismiss = await screen.findByRole('button', { name: 'Dismiss +1 202 555 0188' });
    dismiss.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/marketing/leads/5/contact-changes/7/dismiss', expect.objectContaining({ method: 'POST' })));
    await waitFor(() => expect(useToastStore.getState().toasts.at(-1)).toMatchObject({ title: 'Number dismissed' }));

    await user.click(await screen.findByRole('button', { name: 'Dismiss +44 7700 900123' }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.at(-1)).toMatchObject({ title: 'Not changed', description: 'This number was already accepted or dismissed', variant: 'destructive' }),
    );
  });
});
