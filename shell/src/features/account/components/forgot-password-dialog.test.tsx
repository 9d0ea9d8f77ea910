import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { AppProviders, createQueryClient, useAccountDialogs } from '@nurseprep/shared-ui';
import { installFakeApi } from '@nurseprep/shared-ui/testing';
import { fakeAccountHandlers } from '../../../testing/fake-account-api';
import { AccountDialogs } from './account-dialogs';

jest.setTimeout(20_000);

const sentMessage = "If an account uses that email, we've sent a link to reset its password. It expires in 30 minutes.";
let fetchMock: ReturnType<typeof installFakeApi>['fetchMock'];

beforeEach(() => {
  ({ fetchMock } = installFakeApi({
    ...fakeAccountHandlers({ user: null }),
    'POST /api/auth/password-reset/request': () => ({ status: 202, body: { message: sentMessage } }),
  }));
});

afterEach(() => act(() => useAccountDialogs.getState().close()));

function renderDialogs() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <AccountDialogs />
    </AppProviders>,
  );
}

describe('forgot password', () => {
  it('opens from the sign-in dialog, sends the email and shows the same answer for any address', async () => {
    renderDialogs();
    act(() => useAccountDialogs.getState().openSignIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));

    // The form's code loads on first opening: the dialog shows its title and a spinner until then.
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(await axe(screen.getByRole('dialog', { name: 'Reset Your Password' }))).toHaveNoViolations();
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your email');
    expect(status).toHaveTextContent(sentMessage);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/password-reset/request') ?? [];
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ email: 'ada@example.com' });

    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('refuses an address that is not one before sending', async () => {
    renderDialogs();
    act(() => useAccountDialogs.getState().openForgotPassword());
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/password-reset/request')).toBe(false);
  });
});
