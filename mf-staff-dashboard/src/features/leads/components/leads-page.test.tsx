import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useToastStore } from '@nurseprep/shared-ui';
import { installFakeApi, renderPage } from '@nurseprep/shared-ui/testing';
import { leadFixture as lead, pageFixture } from '../../../testing/staff-fixtures';
import { LeadsPage } from './leads-page';

jest.setTimeout(20_000);

let fetchMock: jest.Mock;
beforeEach(() => {
  ({ fetchMock } = installFakeApi({
    'PATCH /api/marketing/leads/:id': () => ({ status: 200, body: lead(1, { status: 'interested' }) }),
    'GET /api/marketing/leads': ({ query }) => {
      if (query.q === 'nobody') return { status: 200, body: pageFixture([], { total: 0, page: 1, pageSize: 20 }) };
      const page = query.page;
      const only = lead(page === 2 ? 21 : 1, { name: page === 2 ? 'Second Page' : 'Ada Nurse', phone: '+1 202 555 0100' });
      return { status: 200, body: pageFixture([only], { total: 21, page, pageSize: 20 }) };
    },
  }));
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
