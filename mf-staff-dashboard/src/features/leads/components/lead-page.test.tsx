import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router-dom';
import type { LeadContactChange, LeadDetail } from '@nurseprep/contracts';
import { useToastStore } from '@nurseprep/shared-ui';
import { fakeResponse, renderPage } from '@nurseprep/shared-ui/testing';
import { LeadPage } from './lead-page';

jest.setTimeout(20_000);

function detail(windowClosesAt: string | null, optedOut: string | null = null, pendingContactChanges: LeadContactChange[] = []): LeadDetail {
  return {
    lead: {
      id: 5,
      name: 'Mary Seacole',
      email: 'mary@example.com',
      phone: '+1 202 555 0162',
      whatsappNumber: '12025550162',
      examType: 'HESI',
      status: 'contacted',
      source: 'service-request',
      whatsappConsent: true,
      whatsappOptedOutAt: optedOut,
      whatsappWindowClosesAt: windowClosesAt,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
    },
    tutoringInquiries: [{ id: 8, name: 'Mary Seacole', email: 'mary@example.com', subject: 'HESI A2 Exam', message: 'When do groups start?', source: 'tutoring', contacted: false, createdAt: '2026-11-19T10:00:00.000Z' }],
    serviceRequests: [
      { id: 9, name: 'Mary Seacole', email: 'mary@example.com', phone: '12025550162', serviceType: 'exam-prep', urgencyLevel: 'high', budget: null, description: 'HESI in two weeks.', additionalRequirements: null, preferredContactMethod: 'whatsapp', status: 'pending', createdAt: '2026-11-18T10:00:00.000Z' },
    ],
    messages: [
      { id: 1, direction: 'inbound', body: 'Is there a class on Monday?', type: 'text', status: 'received', error: null, campaignId: null, createdAt: '2026-11-23T09:00:00.000Z' },
      { id: 2, direction: 'outbound', body: 'Yes, at 3 pm.', type: 'text', status: 'read', error: null, campaignId: null, createdAt: '2026-11-23T09:05:00.000Z' },
      { id: 3, direction: 'outbound', body: 'See you then.', type: 'text', status: 'delivered', error: null, campaignId: null, createdAt: '2026-11-23T09:06:00.000Z' },
    ],
    pendingContactChanges,
  };
}

const proposed: LeadContactChange[] = [
  { id: 7, name: 'Mary S.', phone: '+1 202 555 0188', whatsappNumber: '12025550188', source: 'service-request', createdAt: '2026-11-24T15:00:00.000Z' },
  { id: 8, name: 'Mary Seacole', phone: '+44 7700 900123', whatsappNumber: '447700900123', source: 'service-request', createdAt: '2026-11-25T15:00:00.000Z' },
];

let answer: LeadDetail;
let fetchMock: jest.Mock;
beforeEach(() => {
  answer = detail(new Date(Date.now() + 3_600_000).toISOString());
  fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/marketing/leads/5' && (init?.method ?? 'GET') === 'GET') return fakeResponse(200, JSON.stringify(answer));
    if (init?.method === 'PATCH') return fakeResponse(204);
    if (url === '/api/marketing/leads/5/messages') return fakeResponse(200, JSON.stringify({ success: true, messageId: 4, wamid: 'wamid.4' }));
    const change = /^\/api\/marketing\/leads\/5\/contact-changes\/(\d+)\/(accept|dismiss)$/.exec(url);
    if (change && init?.method === 'POST') {
      if (change[1] === '8') return fakeResponse(409, '{"message":"This number was already accepted or dismissed"}');
      answer = { ...answer, pendingContactChanges: answer.pendingContactChanges.filter((pending) => String(pending.id) !== change[1]) };
      return fakeResponse(200, JSON.stringify(answer.lead));
    }
    return fakeResponse(404, '{"message":"Lead not found"}');
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
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
