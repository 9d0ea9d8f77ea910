import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Toaster, useToastStore } from '@nurseprep/shared-ui';
import { installFakeApi, renderPage, type FakeHandler } from '@nurseprep/shared-ui/testing';
import { dashboardHandlers, marketingStatsFixture as stats } from '../../../testing/staff-fixtures';
import { DashboardPage } from './dashboard-page';

jest.setTimeout(20_000);

type SendAnswer = Awaited<ReturnType<FakeHandler<'POST /api/whatsapp/send'>>>;

let api: ReturnType<typeof installFakeApi>;
let statsAnswer: FakeHandler<'GET /api/marketing/stats'>;
let sendAnswer: FakeHandler<'POST /api/whatsapp/send'>;
let campaignAnswer: FakeHandler<'POST /api/marketing/campaign'>;

beforeEach(() => {
  statsAnswer = () => ({ status: 200, body: stats });
  sendAnswer = () => ({ status: 200, body: { success: true, messageId: 1, wamid: 'wamid.1' } });
  campaignAnswer = () => ({ status: 201, body: { success: true, campaignId: 3, queued: 4, skipped: { noPhone: 2, noConsent: 1, optedOut: 0 } } });
  api = installFakeApi({
    ...dashboardHandlers(),
    'GET /api/marketing/stats': (request) => statsAnswer(request),
    'POST /api/whatsapp/send': (request) => sendAnswer(request),
    'POST /api/marketing/campaign': (request) => campaignAnswer(request),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    for (const shown of useToastStore.getState().toasts) useToastStore.getState().remove(shown.id);
  });
});

function renderDashboard() {
  return renderPage(
    <>
      <DashboardPage />
      <Toaster />
    </>,
    { path: '/marketing' },
  );
}

const callsTo = (url: string) => api.fetchMock.mock.calls.filter(([called]) => String(called) === url);
const lastToast = () => useToastStore.getState().toasts.at(-1);

describe('the marketing dashboard', () => {
  it('shows the title, the business number, four tiles, the status overview with badges and the exam distribution as chart and table', async () => {
    const { container } = renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'WhatsApp Marketing Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /\+12025550123/ })).toHaveAttribute('href', 'https://wa.me/12025550123');

    expect(await screen.findByText('Total Leads')).toBeInTheDocument();
    expect(screen.getByTestId('tile-total')).toHaveTextContent('12');
    expect(screen.getByTestId('tile-new')).toHaveTextContent('5');
    expect(screen.getByTestId('tile-interested')).toHaveTextContent('2');
    expect(screen.getByTestId('tile-converted')).toHaveTextContent('1');

    const overview = screen.getByRole('heading', { name: 'Lead Status Overview' }).closest('div')!.parentElement!;
    for (const [label, count] of [['New', 5], ['Contacted', 3], ['Interested', 2], ['Enrolled', 1], ['Converted', 1]] as const) {
      expect(within(overview).getByLabelText(`${label}: ${count}`)).toBeInTheDocument();
    }
    expect(within(overview).getByText('New')).toHaveAttribute('data-variant', 'default');
    expect(within(overview).getByText('Contacted')).toHaveAttribute('data-variant', 'warning');

    expect(screen.getByRole('img', { name: /Bar chart of leads by exam type: TEAS 7, HESI 4/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Leads by exam type' });
    expect(within(table).getByRole('row', { name: 'TEAS 7' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'HESI 4' })).toBeInTheDocument();
    expect(callsTo('/api/marketing/stats')).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('gives an unknown status from the server a neutral badge', async () => {
    // A status this dashboard does not know yet (the contract lets the server add one).
    const withUnknownStatus: typeof stats & Record<string, unknown> = { ...stats, on_hold: 4 };
    statsAnswer = () => ({ status: 200, body: withUnknownStatus });
    renderDashboard();
    expect(await screen.findByText('On hold')).toHaveAttribute('data-variant', 'outline');
    expect(screen.getByLabelText('On hold: 4')).toBeInTheDocument();
  });

  it('only logs a stats failure, showing no statistics but a quiet retry that loads them', async () => {
    statsAnswer = () => ({ status: 500, body: { message: 'Internal Server Error' } });
    const user = userEvent.setup();
    renderDashboard();
    const retry = await screen.findByRole('button', { name: 'Reload statistics' });
    expect(console.error).toHaveBeenCalled();
    expect(screen.queryByText('Total Leads')).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts).toEqual([]);
    statsAnswer = () => ({ status: 200, body: stats });
    await user.click(retry);
    expect(await screen.findByText('Total Leads')).toBeInTheDocument();
  });

  it('sends a manual message: missing fields say so, success names the number and clears, failure shows the server’s sentence', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const phone = await screen.findByRole('textbox', { name: 'Phone Number' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(phone).toHaveAccessibleDescription('Include country code, no + or spaces (e.g. 12025550123)');
    expect(message).toHaveAttribute('rows', '6');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(lastToast()).toMatchObject({ title: 'Missing Information', description: 'Please enter both phone number and message.' });
    expect(callsTo('/api/whatsapp/send')).toHaveLength(0);

    let release: (answer: SendAnswer) => void = () => undefined;
    sendAnswer = () => new Promise<SendAnswer>((resolve) => (release = resolve));
    await user.type(phone, '12025550177');
    await user.type(message, 'Your session is confirmed.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(JSON.parse(String(callsTo('/api/whatsapp/send')[0]?.[1]?.body))).toEqual({ to: '12025550177', message: 'Your session is confirmed.', type: 'text' });
    await act(async () => release({ status: 200, body: { success: true, messageId: 1, wamid: 'wamid.1' } }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Message Sent', description: expect.stringContaining('12025550177') }));
    expect(phone).toHaveValue('');
    expect(message).toHaveValue('');

    sendAnswer = () => ({ status: 502, body: { success: false, error: 'WhatsApp could not deliver to this number.' } });
    await user.type(phone, '12025550178');
    await user.type(message, 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Send Failed', description: 'WhatsApp could not deliver to this number.', variant: 'destructive' }));
    expect(phone).toHaveValue('12025550178');

    // A proxy's error page: no sentence from the server.
    sendAnswer = () => ({ status: 502, body: '<html>Bad gateway</html>' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Send Failed', description: 'Failed to send WhatsApp message' }));
  });

  it('sends a campaign: missing fields, then success empties the form, reports who was queued and skipped, and reloads the stats', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await user.click(await screen.findByRole('tab', { name: 'Marketing Campaigns' }));
    const name = screen.getByRole('textbox', { name: 'Campaign Name' });
    const audience = screen.getByRole('combobox', { name: 'Target Audience' });
    const message = screen.getByRole('textbox', { name: 'Campaign Message' });
    expect(audience).toHaveValue('all');
    expect(message).toHaveAttribute('rows', '8');
    expect(message).toHaveAccessibleDescription('Include contact info so leads know how to reach you.');

    await user.click(screen.getByRole('button', { name: 'Send to Target Audience' }));
    expect(lastToast()).toMatchObject({ title: 'Missing Information', description: 'Please enter campaign name and message.' });

    await user.type(name, 'Spring TEAS');
    await user.selectOptions(audience, 'new_leads');
    await user.type(message, 'Classes start Monday. Call us.');
    await user.click(screen.getByRole('button', { name: 'Send to Target Audience' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Campaign Sent', description: 'Marketing campaign has been sent to target audience' }));
    const body = JSON.parse(String(callsTo('/api/marketing/campaign')[0]?.[1]?.body));
    expect(body).toEqual({ id: expect.stringMatching(/^\d+$/), name: 'Spring TEAS', message: 'Classes start Monday. Call us.', targetAudience: 'new_leads', status: 'draft' });
    expect(name).toHaveValue('');
    expect(audience).toHaveValue('all');
    expect(screen.getByText('Queued for 4 leads. Skipped: 2 without a phone number, 1 without WhatsApp consent, 0 opted out.')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('/api/marketing/stats')).toHaveLength(2));

    campaignAnswer = () => ({ status: 422, body: { success: false, error: 'No lead in this audience can receive WhatsApp campaigns: 3 without a phone number, 0 without WhatsApp consent, 0 opted out.' } });
    await user.type(name, 'Again');
    await user.type(message, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send to Target Audience' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Campaign Failed', description: expect.stringMatching(/^No lead in this audience/) }));
  });

  it('names the missing settings instead of offering forms that would fail', async () => {
    installFakeApi(
      dashboardHandlers({
        whatsappStatus: {
          send: { configured: false, missing: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN'] },
          campaigns: { configured: false, missing: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_CAMPAIGN_TEMPLATE'] },
          webhook: { configured: false, missing: ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] },
        },
      }),
    );
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'WhatsApp sending is not set up' })).toBeInTheDocument();
    expect(screen.getByText(/set WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN on the server/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Marketing Campaigns' }));
    expect(screen.getByText(/WHATSAPP_CAMPAIGN_TEMPLATE/)).toBeInTheDocument();
  });
});
