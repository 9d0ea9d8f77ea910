import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { Toaster } from '@nurseprep/shared-ui';
import { renderPage, fakeResponse, signedInUser } from '@nurseprep/shared-ui/testing';
import { AccountCard } from './account-card';

jest.setTimeout(20_000);

let signedIn: boolean;
let fetchMock: jest.Mock;

beforeEach(() => {
  signedIn = true;
  fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/user') return fakeResponse(200, JSON.stringify(signedIn ? { ...signedInUser, emailVerified: false } : null));
    if (url === '/api/auth/email-verification/resend' && init?.method === 'POST') return fakeResponse(202, JSON.stringify({ message: 'sent' }));
    if (url === '/api/auth/sign-out-everywhere' && init?.method === 'POST') {
      signedIn = false;
      return fakeResponse(204);
    }
    return fakeResponse(404, JSON.stringify({ message: 'Not Found' }));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
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
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/auth/user' ? fakeResponse(200, JSON.stringify({ ...signedInUser, emailVerified: true })) : fakeResponse(404, '{}'),
    );
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
