import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import type { PublicUser, SiteConfig } from '@nurseprep/contracts';
import { AppProviders, createQueryClient, useAccountDialogs } from '@nurseprep/shared-ui';
import { installFakeApi } from '@nurseprep/shared-ui/testing';
import { loadRemoteRoutes } from '../../../remotes/federation';
import { fakeAccountHandlers } from '../../../testing/fake-account-api';
import { App } from '../../../app/app';

jest.mock('../../../remotes/federation', () => ({
  registerRemoteList: jest.fn(),
  loadRemoteRoutes: jest.fn(),
}));

jest.setTimeout(20_000);

const siteConfig: SiteConfig = {
  settings: { brandName: 'NursePrep Academy', email: 'hello@nurseprep.test', phone: '(555) 010-0123', whatsappNumber: '15550100123', socialLinks: [] },
  remotes: [
    {
      id: 'staff_dashboard',
      package: 'mf-staff-dashboard',
      version: 'fedcba9876543210',
      url: '/remotes/mf-staff-dashboard/fedcba9876543210/browser/',
      label: 'The marketing dashboard',
      routes: ['/marketing', '/marketing/leads', '/marketing/campaigns'].map((path) => ({ path, render: 'browser', access: 'staff' }) as const),
    },
  ],
};

const student: PublicUser = {
  id: 7,
  username: 'nurse_ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  examType: 'TEAS',
  role: 'student',
  emailVerified: true,
  createdAt: '2025-01-02T03:04:05.000Z',
};
const staff: PublicUser = { ...student, id: 8, username: 'grace', firstName: 'Grace', role: 'staff' };

let fetchMock: ReturnType<typeof installFakeApi>['fetchMock'];

function renderApp(path: string, user: PublicUser | null) {
  ({ fetchMock } = installFakeApi(fakeAccountHandlers({ user })));
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/user'], user);
  queryClient.setQueryData(['/api/site-config'], siteConfig);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders queryClient={queryClient}>
        <App />
      </AppProviders>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  jest.mocked(loadRemoteRoutes).mockReset();
  jest.mocked(loadRemoteRoutes).mockResolvedValue({ default: () => <h1>Staff remote</h1> });
});
afterEach(() => {
  act(() => useAccountDialogs.getState().close());
});

describe('staff-only routes', () => {
  it('shows a visitor the Staff sign-in screen with the sign-in dialog open, and never loads the staff remote', async () => {
    const { container } = renderApp('/marketing/leads', null);
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.title).toBe('Staff sign-in | NursePrep Academy');
    act(() => useAccountDialogs.getState().close());

    await userEvent.setup().click(within(screen.getByTestId('staff-sign-in')).getByRole('button', { name: 'Sign in' }));
    expect(useAccountDialogs.getState().dialog).toBe('sign-in');
    act(() => useAccountDialogs.getState().close());
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/marketing'))).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('tells a signed-in student the area is for staff, without loading the staff remote or a Dashboard link', async () => {
    const { container } = renderApp('/marketing', student);
    expect(screen.getByRole('heading', { level: 1, name: 'This area is for staff' })).toBeInTheDocument();
    expect(screen.getByText(/signed in as Ada, a student account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Dashboard', hidden: true })).not.toBeInTheDocument();
    expect(useAccountDialogs.getState().dialog).toBeNull();
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('loads the staff remote for staff, whose header links to the Dashboard', async () => {
    renderApp('/marketing', staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff remote' })).toBeInTheDocument();
    expect(loadRemoteRoutes).toHaveBeenCalledWith('staff_dashboard');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/marketing');
  });

  it('answers an unknown path under /marketing with the not-found screen, for anyone', () => {
    renderApp('/marketing/leads/not-a-number', null);
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
