import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { Lead } from '@nurseprep/contracts';
import { useToastStore } from '@nurseprep/shared-ui';
import { fakeResponse, renderPage } from '@nurseprep/shared-ui/testing';
import { LeadsPage } from './leads-page';

jest.setTimeout(20_000);

const lead = (id: number, overrides: Partial<Lead> = {}): Lead => ({
  id,
  name: `Lead ${id}`,
  email: `lead${id}@example.com`,
  phone: null,
  whatsappNumber: null,
  examType: 'TEAS',
  status: 'new',
  source: 'service-request',
  whatsappConsent: false,
  whatsappOptedOutAt: null,
  whatsappWindowClosesAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') return fakeResponse(200, JSON.stringify(lead(1, { status: 'interested' })));
    const query = new URL(url, 'http://test').searchParams;
    if (query.get('q') === 'nobody') return fakeResponse(200, JSON.stringify({ items: [], total: 0, page: 1, pageSize: 20 }));
    const page = Number(query.get('page'));
    return fakeResponse(200, JSON.stringify({ items: [lead(page === 2 ? 21 : 1, { name: page === 2 ? 'Second Page' : 'Ada Nurse', phone: '+1 202 555 0100' })], total: 21, page, pageSize: 20 }));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => act(() => useToastStore.getState().toasts.forEach((shown) => useToastStore.getState().remove(shown.id))));

describe('the leads inbox', () => {
  it('lists leads with a link to each, pages through them, and searches and filters on the server', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<LeadsPage />, { path: '/marketing/leads' });
    expect(screen.getByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ada Nurse' })).toHaveAttribute('href', '/marketing/leads/1');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Second Page' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'interested');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Exam type' }), 'HESI');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No leads match these filters.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/marketing/leads?page=1&pageSize=20&q=nobody&status=interested&examType=HESI', expect.anything());
  });

  it('changes a status in place', async () => {
    const user = userEvent.setup();
    renderPage(<LeadsPage />, { path: '/marketing/leads' });
    const row = (await screen.findByRole('link', { name: 'Ada Nurse' })).closest('tr')!;
    await user.selectOptions(within(row).getByRole('combobox', { name: 'Status of Ada Nurse' }), 'interested');
    await waitFor(() => expect(useToastStore.getState().toasts.at(-1)).toMatchObject({ title: 'Status updated', description: 'Ada Nurse is now Interested.' }));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/marketing/leads/1');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'interested' });
  });
});
