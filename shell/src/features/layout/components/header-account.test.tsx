import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MemoryRouter } from 'react-router-dom';
import type { PublicUser } from '@nurseprep/contracts';
import { AppProviders, createQueryClient, Toaster, useAccountDialogs, useToastStore } from '@nurseprep/shared-ui';
import { installFakeApi } from '@nurseprep/shared-ui/testing';
import { fakeAccountHandlers, type FakeSession } from '../../../testing/fake-account-api';
import { SiteHeader } from './site-header';

jest.setTimeout(15_000);

const ada: PublicUser = {
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

/** The server: a session for Ada until POST /api/auth/logout answers 204. */
let session: FakeSession;
let fetchMock: ReturnType<typeof installFakeApi>['fetchMock'];

beforeEach(() => {
  session = { user: ada };
  ({ fetchMock } = installFakeApi(fakeAccountHandlers(session)));
});

afterEach(() => {
  act(() => {
    useAccountDialogs.getState().close();
    for (const shown of useToastStore.getState().toasts) useToastStore.getState().remove(shown.id);
  });
});

function renderHeader() {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={['/']}>
      <AppProviders queryClient={createQueryClient()}>
        <SiteHeader brandName="NursePrep Academy" />
        <Toaster />
      </AppProviders>
    </MemoryRouter>,
  );
  return { user, ...view };
}

// jsdom applies no media queries: the account controls sit in the toggle menu, as on a phone.
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
}

describe('Header account controls', () => {
  it('shows the signed-in user by first name with Sign out, and neither Sign in nor Get Started', async () => {
    const { user, container } = renderHeader();
    await openMenu(user);
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Ada')).toBeInTheDocument();
    expect(within(banner).getByText('Ada').closest('p')).toHaveTextContent('Signed in as Ada');
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'My Study' })).toHaveAttribute('href', '/my-study');
    expect(within(banner).queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows Sign in and Get Started to a visitor', async () => {
    session.user = null;
    const { user } = renderHeader();
    await openMenu(user);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('shows no account controls until the current user is known', async () => {
    installFakeApi({ 'GET /api/auth/user': () => new Promise(() => {}) });
    const { user } = renderHeader();
    await openMenu(user);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('signs out: POST /api/auth/logout, the user is refetched, Sign in is back and a notice says so', async () => {
    const { user } = renderHeader();
    await openMenu(user);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    const notice = await within(screen.getByRole('region', { name: /notifications/i })).findByRole('status');
    expect(notice).toHaveTextContent('Signed out');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/user')).toHaveLength(2);
    // The menu closed with the choice; focus waits on its toggle.
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await openMenu(user);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Ada')).not.toBeInTheDocument();
  });

  it('keeps the user signed in and says so when signing out fails', async () => {
    installFakeApi({ ...fakeAccountHandlers(session), 'POST /api/auth/logout': () => ({ status: 500, body: { message: 'Internal Server Error' } }) });
    const { user } = renderHeader();
    await openMenu(user);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    const alert = await within(screen.getByRole('region', { name: /notifications/i })).findByRole('alert');
    expect(alert).toHaveTextContent('Sign Out Failed');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    await openMenu(user);
    expect(screen.getByText('Ada')).toBeInTheDocument();
  });
});
