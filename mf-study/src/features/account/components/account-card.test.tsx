import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Toaster } from '@nurseprep/shared-ui';
import { installFakeApi, renderPage, signedInUser } from '@nurseprep/shared-ui/testing';
import { AccountCard } from './account-card';

jest.setTimeout(20_000);

let fetchMock: ReturnType<typeof installFakeApi>['fetchMock'];

beforeEach(() => {
  let signedIn = true;
  ({ fetchMock } = installFakeApi({
    'GET /api/auth/user': () => ({ status: 200, body: signedIn ? { ...signedInUser, emailVerified: false } : null }),
    'POST /api/auth/email-verification/resend': () => ({ status: 202, body: { message: 'sent' } }),
    'POST /api/auth/sign-out-everywhere': () => {
      signedIn = false;
      return { status: 204, body: undefined };
    },
  }));
});

describe('the account card on My Study', () => {
  it('says the email is not verified, what verifying unlocks, and sends a new link', async () => {
    const { container } = renderPage(<AccountCard />, { path: '/my-study' });
    expect(await screen.findByRole('heading', { name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('Email not verified')).toBeInTheDocument();
    expect(screen.getByText(/reset your password by email if you forget it/)).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we sent a new verification link');
    expect(screen.queryByRole('button', { name: 'Send verification email' })).not.toBeInTheDocument();
  });

  it('shows a verified address without the resend button', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ status: 200, body: { ...signedInUser, emailVerified: true } }) });
    renderPage(<AccountCard />, { path: '/my-study' });
    expect(await screen.findByText('Email verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send verification email' })).not.toBeInTheDocument();
  });

  it('signs out everywhere: a toast says so and the card goes with the session', async () => {
    renderPage(
      <>
        <AccountCard />
        <Toaster />
      </>,
      { path: '/my-study' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Signed out everywhere')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your account' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/sign-out-everywhere')).toHaveLength(1);
  });
});
