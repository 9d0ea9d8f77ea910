import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { MarketingStats, WhatsappStatus } from '@nurseprep/contracts';
import { Toaster, useToastStore } from '@nurseprep/shared-ui';
import { fakeResponse, renderPage } from '@nurseprep/shared-ui/testing';
import { DashboardPage } from './dashboard-page';

jest.setTimeout(20_000);

const stats: MarketingStats & Record<string, unknown> = {
  total: 12,
  new: 5,
  contacted: 3,
  interested: 2,
  enrolled: 1,
  converted: 1,
  examTypes: { TEAS: 7, HESI: 4 },
};
const configured: WhatsappStatus = {
  send: { configured: true, missing: [] },
  campaigns: { configured: true, missing: [] },
  webhook: { configured: true, missing: [] },
};

let fetchMock: jest.Mock;
let statsAnswer: () => Response;
let sendAnswer: () => Response;
let campaignAnswer: () => Response;
let whatsappStatus: WhatsappStatus;

beforeEach(() => {
  statsAnswer = () => fakeResponse(200, JSON.stringify(stats));
  sendAnswer = () => fakeResponse(200, JSON.stringify({ success: true, messageId: 1, wamid: 'wamid.1' }));
  campaignAnswer = () => fakeResponse(201, JSON.stringify({ success: true, campaignId: 3, queued: 4, skipped: { noPhone: 2, noConsent: 1, optedOut: 0 } }));
  whatsappStatus = configured;
  fetchMock = jest.fn(async (url: string) => {
    if (url === '/api/marketing/stats') return statsAnswer();
    if (url === '/api/whatsapp/status') return fakeResponse(200, JSON.stringify(whatsappStatus));
    if (url === '/api/whatsapp/send') return sendAnswer();
    if (url === '/api/marketing/campaign') return campaignAnswer();
    return fakeResponse(404, '{"message":"Not Found"}');
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
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

const callsTo = (url: string) => fetchMock.mock.calls.filter(([called]) => called === url);
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
    statsAnswer = () => fakeResponse(200, JSON.stringify({ ...stats, on_hold: 4 }));
    renderDashboard();
    expect(await screen.findByText('On hold')).toHaveAttribute('data-variant', 'outline');
    expect(screen.getByLabelText('On hold: 4')).toBeInTheDocument();
  });

  it('only logs a stats failure, showing no statistics but a quiet retry that loads them', async () => {
    statsAnswer = () => fakeResponse(500, '{"message":"Internal Server Error"}');
    const user = userEvent.setup();
    renderDashboard();
    const retry = await screen.findByRole('button', { name: 'Reload statistics' });
    expect(console.error).toHaveBeenCalled();
    expect(screen.queryByText('Total Leads')).not.toBeInTheDocument();
    expect(useToastStore.getState().toasts).toEqual([]);
    statsAnswer = () => fakeResponse(200, JSON.stringify(stats));
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

    let release: (response: Response) => void = () => undefined;
    sendAnswer = () => new Promise<Response>((resolve) => (release = resolve)) as unknown as Response;
    await user.type(phone, '12025550177');
    await user.type(message, 'Your session is confirmed.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(JSON.parse(String(callsTo('/api/whatsapp/send')[0]?.[1]?.body))).toEqual({ to: '12025550177', message: 'Your session is confirmed.', type: 'text' });
    await act(async () => release(fakeResponse(200, JSON.stringify({ success: true, messageId: 1, wamid: 'wamid.1' }))));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Message Sent', description: expect.stringContaining('12025550177') }));
    expect(phone).toHaveValue('');
    expect(message).toHaveValue('');

    sendAnswer = () => fakeResponse(502, JSON.stringify({ success: false, error: 'WhatsApp could not deliver to this number.' }));
    await user.type(phone, '12025550178');
    await user.type(message, 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Send Failed', description: 'WhatsApp could not deliver to this number.', variant: 'destructive' }));
    expect(phone).toHaveValue('12025550178');

    sendAnswer = () => fakeResponse(502, '<html>Bad gateway</html>');
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

    campaignAnswer = () => fakeResponse(422, JSON.stringify({ success: false, error: 'No lead in this audience can receive WhatsApp campaigns: 3 without a phone number, 0 without WhatsApp consent, 0 opted out.' }));
    await user.type(name, 'Again');
    await user.type(message, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send to Target Audience' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Campaign Failed', description: expect.stringMatching(/^No lead in this audience/) }));
  });

  it('names the missing settings instead of offering forms that would fail', async () => {
    whatsappStatus = {
      send: { configured: false, missing: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN'] },
      campaigns: { configured: false, missing: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_CAMPAIGN_TEMPLATE'] },
      webhook: { configured: false, missing: ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] },
    };
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'WhatsApp sending is not set up' })).toBeInTheDocument();
    expect(screen.getByText(/set WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN on the server/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Marketing Campaigns' }));
    expect(screen.getByText(/WHATSAPP_CAMPAIGN_TEMPLATE/)).toBeInTheDocument();
  });
});
