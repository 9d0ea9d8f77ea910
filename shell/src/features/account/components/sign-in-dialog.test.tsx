import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { PublicUser } from '@nurseprep/contracts';
import { AppProviders, createQueryClient, Toaster, useAccountDialogs, useCurrentUser, useToastStore } from '@nurseprep/shared-ui';
import { installFakeApi, type FakeHandler } from '@nurseprep/shared-ui/testing';
import { fakeAccountHandlers, type FakeSession } from '../../../testing/fake-account-api';
import { SignInDialog } from './sign-in-dialog';

jest.setTimeout(20_000);

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

/** The server: /api/auth/user answers null until login succeeds; login answers what the test says. */
let session: FakeSession;
let loginAnswer: FakeHandler<'POST /api/auth/login'>;
let fetchMock: ReturnType<typeof installFakeApi>['fetchMock'];

beforeEach(() => {
  session = { user: null };
  loginAnswer = () => {
    session.user = ada;
    return { status: 200, body: ada };
  };
  ({ fetchMock } = installFakeApi({ ...fakeAccountHandlers(session), 'POST /api/auth/login': (request) => loginAnswer(request) }));
});

afterEach(() => {
  act(() => {
    useAccountDialogs.getState().close();
    for (const shown of useToastStore.getState().toasts) useToastStore.getState().remove(shown.id);
  });
});

/** Stands in for the header: what the page shows about the current user. */
function CurrentUser() {
  const { data } = useCurrentUser();
  return <p>{data ? `Signed in as ${data.firstName}` : 'Visitor'}</p>;
}

function SignInWhenOpen() {
  const dialog = useAccountDialogs((state) => state.dialog);
  return dialog === 'sign-in' ? <SignInDialog /> : null;
}

function renderSignIn() {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/user'], null);
  act(() => useAccountDialogs.getState().openSignIn());
  const view = render(
    <AppProviders queryClient={queryClient}>
      <main>
        <CurrentUser />
      </main>
      <SignInWhenOpen />
      <Toaster />
    </AppProviders>,
  );
  return { user, ...view };
}

const username = () => screen.getByRole('textbox', { name: 'Username or Email' });
// A password input has no ARIA role; its label ends in the visual required marker.
const password = () => screen.getByLabelText(/^Password\*?$/);
const submit = () => screen.getByRole('button', { name: 'Sign In' });

function loginRequests() {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/auth/login');
}

describe('SignInDialog', () => {
  it('is a dialog named Sign In with a username-or-email field and a current password, focused on the first', async () => {
    const { container } = renderSignIn();
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toHaveAccessibleDescription('Welcome back! Sign in to reach your study materials.');
    expect(username()).toHaveFocus();
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(await axe(container.ownerDocument.body)).toHaveNoViolations();
  });

  it('asks for both fields on an empty submit and sends nothing', async () => {
    const { user } = renderSignIn();
    await user.click(submit());
    expect(username()).toHaveAccessibleDescription('Please enter your username or email');
    expect(password()).toHaveAccessibleDescription('Please enter your password');
    expect(username()).toHaveFocus();
    expect(loginRequests()).toHaveLength(0);

    await user.type(username(), 'ada@example.com');
    expect(screen.queryByText('Please enter your username or email')).not.toBeInTheDocument();
  });

  it('reads Signing In... and is disabled while pending', async () => {
    let release: () => void = () => {};
    loginAnswer = () => new Promise((resolve) => (release = () => resolve({ status: 200, body: ada })));
    const { user } = renderSignIn();
    await user.type(username(), 'nurse_ada');
    await user.type(password(), 'secret1');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();

    await act(async () => {
      session.user = ada;
      release();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on success posts the credentials, refetches the user, closes and welcomes the user back by name', async () => {
    const { user } = renderSignIn();
    await user.type(username(), 'ada@example.com');
    await user.type(password(), 'secret1');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Signed in as Ada')).toBeInTheDocument();
    const [, init] = loginRequests()[0] as [string, RequestInit];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(String(init.body))).toEqual({ username: 'ada@example.com', password: 'secret1' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const notice = within(screen.getByRole('region', { name: /notifications/i })).getByRole('status');
    expect(notice).toHaveTextContent('Welcome back!');
    expect(notice).toHaveTextContent('You are signed in as Ada.');
  });

  it("shows 'Sign In Failed' with the server's message for wrong credentials and keeps the dialog open", async () => {
    loginAnswer = () => ({ status: 401, body: { message: 'Invalid username or password' } });
    const { user } = renderSignIn();
    await user.type(username(), 'nurse_ada');
    await user.type(password(), 'wrong-password');
    await user.click(submit());

    const alert = await within(screen.getByRole('region', { name: /notifications/i })).findByRole('alert');
    expect(alert).toHaveTextContent('Sign In Failed');
    expect(alert).toHaveTextContent('Invalid username or password');
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(username()).toHaveValue('nurse_ada');
    expect(submit()).toBeEnabled();
    expect(screen.getByText('Visitor')).toBeInTheDocument();
  });

  it("shows the server's words saying when to try again while the account is locked after wrong passwords", async () => {
    const locked = 'Too many failed sign-ins for this account. Please try again in 2 minutes.';
    loginAnswer = () => ({ status: 429, body: { message: locked } });
    const { user } = renderSignIn();
    await user.type(username(), 'nurse_ada');
    await user.type(password(), 'secret1');
    await user.click(submit());

    const alert = await within(screen.getByRole('region', { name: /notifications/i })).findByRole('alert');
    expect(alert).toHaveTextContent('Sign In Failed');
    expect(alert).toHaveTextContent(locked);
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the fallback text when the request never reaches the server', async () => {
    loginAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    const { user } = renderSignIn();
    await user.type(username(), 'nurse_ada');
    await user.type(password(), 'secret1');
    await user.click(submit());

    const alert = await within(screen.getByRole('region', { name: /notifications/i })).findByRole('alert');
    expect(alert).toHaveTextContent('Sign In Failed');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('switches to the sign-up dialog', async () => {
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(useAccountDialogs.getState().dialog).toBe('sign-up');
  });
});
