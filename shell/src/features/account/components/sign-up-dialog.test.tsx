import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import type { PublicUser, SiteConfig } from '@nurseprep/contracts';
import { AppProviders, createQueryClient, Toaster, useAccountDialogs, useCurrentUser, useToastStore } from '@nurseprep/shared-ui';
import { installFakeApi, type FakeHandler } from '@nurseprep/shared-ui/testing';
import { fakeAccountHandlers, type FakeSession } from '../../../testing/fake-account-api';
import { SignUpDialog } from './sign-up-dialog';

// Typing into seven fields and axe take a few seconds while builds share the two cores.
jest.setTimeout(20_000);

const siteConfig: SiteConfig = {
  settings: { brandName: 'NursePrep Academy', email: 'hello@nurseprep.test', phone: '(555) 010-0123', whatsappNumber: '15550100123', socialLinks: [] },
  remotes: [],
};

const ada: PublicUser = {
  id: 7,
  username: 'nurse_ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  examType: 'NCLEX',
  role: 'student',
  emailVerified: true,
  createdAt: '2025-01-02T03:04:05.000Z',
};

/** The server: /api/auth/user answers null until signup succeeds; signup answers what the test says. */
let session: FakeSession;
let signupAnswer: FakeHandler<'POST /api/auth/signup'>;
let fetchMock: ReturnType<typeof installFakeApi>['fetchMock'];

beforeEach(() => {
  session = { user: null };
  signupAnswer = () => {
    session.user = ada;
    return { status: 201, body: ada };
  };
  ({ fetchMock } = installFakeApi({ ...fakeAccountHandlers(session), 'POST /api/auth/signup': (request) => signupAnswer(request) }));
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

function SignUpWhenOpen() {
  const dialog = useAccountDialogs((state) => state.dialog);
  return dialog === 'sign-up' ? <SignUpDialog /> : null;
}

function renderSignUp() {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/site-config'], siteConfig);
  queryClient.setQueryData(['/api/auth/user'], null);
  act(() => useAccountDialogs.getState().openSignUp());
  const view = render(
    <AppProviders queryClient={queryClient}>
      <main>
        <CurrentUser />
      </main>
      <SignUpWhenOpen />
      <Toaster />
    </AppProviders>,
  );
  return { user, queryClient, ...view };
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
// Password inputs have no ARIA role; their labels end in the visual required marker.
const password = () => screen.getByLabelText(/^Password\*?$/);
const confirmPassword = () => screen.getByLabelText(/^Confirm Password\*?$/);
const examType = () => screen.getByRole('combobox', { name: 'Exam You Are Preparing For' });
const submit = () => screen.getByRole('button', { name: 'Create Account' });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(textbox('First Name'), 'Ada');
  await user.type(textbox('Last Name'), 'Lovelace');
  await user.type(textbox('Username'), 'nurse_ada');
  await user.type(textbox('Email'), 'ada@example.com');
  await user.type(password(), 'secret-pass-1');
  await user.type(confirmPassword(), 'secret-pass-1');
}

function signupRequests() {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/auth/signup');
}

describe('SignUpDialog', () => {
  it('is a dialog named Create Your Account with labelled fields, the exam types (TEAS first) and focus on First Name', async () => {
    const { container } = renderSignUp();
    const dialog = screen.getByRole('dialog', { name: 'Create Your Account' });
    expect(dialog).toHaveAccessibleDescription('Sign up to download study materials for your exam.');
    expect(textbox('First Name')).toHaveFocus();

    expect(textbox('First Name')).toHaveAttribute('autocomplete', 'given-name');
    expect(textbox('Last Name')).toHaveAttribute('autocomplete', 'family-name');
    expect(textbox('Username')).toHaveAttribute('autocomplete', 'username');
    expect(textbox('Email')).toHaveAttribute('type', 'email');
    expect(textbox('Email')).toHaveAttribute('autocomplete', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmPassword()).toHaveAttribute('type', 'password');
    expect(confirmPassword()).toHaveAttribute('autocomplete', 'new-password');

    expect(examType()).toHaveValue('TEAS');
    expect(within(examType()).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'TEAS',
      'HESI',
      'NCLEX',
      'ATI',
      'GRE',
      'Kaplan',
      'CNA',
      'GED',
      'Coursework',
    ]);
    expect(await axe(container.ownerDocument.body)).toHaveNoViolations();
  });

  it('shows every error message under its field on an empty submit, sends nothing, and focuses the first field', async () => {
    const { user } = renderSignUp();
    await user.click(submit());

    expect(textbox('First Name')).toHaveAccessibleDescription('First name is required');
    expect(textbox('Last Name')).toHaveAccessibleDescription('Last name is required');
    expect(textbox('Username')).toHaveAccessibleDescription('Username must be at least 3 characters');
    expect(textbox('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(password()).toHaveAccessibleDescription('Password must be at least 8 characters');
    for (const field of [textbox('First Name'), textbox('Last Name'), textbox('Username'), textbox('Email'), password()]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(examType()).not.toHaveAttribute('aria-invalid');
    expect(textbox('First Name')).toHaveFocus();
    expect(signupRequests()).toHaveLength(0);
  });

  it('says nothing before the first submit, then re-validates on every change: each message goes when its field is corrected', async () => {
    const { user } = renderSignUp();
    await user.type(textbox('Username'), 'ab');
    expect(textbox('Username')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument();

    await user.click(submit());
    expect(textbox('Username')).toHaveAccessibleDescription('Username must be at least 3 characters');

    await user.type(textbox('Username'), 'c');
    expect(textbox('Username')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Username must be at least 3 characters')).not.toBeInTheDocument();

    await user.type(textbox('First Name'), 'Ada');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    await user.type(textbox('Last Name'), 'Lovelace');
    expect(screen.queryByText('Last name is required')).not.toBeInTheDocument();

    await user.type(textbox('Email'), 'ada@');
    expect(textbox('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(textbox('Email'), 'example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.type(password(), 'secret-pass-1');
    expect(screen.queryByText('Password must be at least 8 characters')).not.toBeInTheDocument();
    expect(confirmPassword()).toHaveAccessibleDescription("Passwords don't match");
    await user.type(confirmPassword(), 'secret-pass-1');
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
    expect(signupRequests()).toHaveLength(0);
  });

  it("shows \"Passwords don't match\" under Confirm Password when only the passwords differ", async () => {
    const { user } = renderSignUp();
    await fillValidForm(user);
    await user.type(confirmPassword(), '2');
    await user.click(submit());

    expect(confirmPassword()).toHaveAccessibleDescription("Passwords don't match");
    expect(confirmPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).not.toHaveAttribute('aria-invalid');
    expect(confirmPassword()).toHaveFocus();
    expect(signupRequests()).toHaveLength(0);
  });

  it('reads Creating Account... and is disabled while the request is pending', async () => {
    let release: () => void = () => {};
    signupAnswer = () => new Promise((resolve) => (release = () => resolve({ status: 201, body: ada })));
    const { user } = renderSignUp();
    await fillValidForm(user);
    await user.click(submit());

    const pending = screen.getByRole('button', { name: 'Creating Account...' });
    expect(pending).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(signupRequests()).toHaveLength(1);

    await act(async () => {
      session.user = ada;
      release();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on success posts the values as JSON with cookies, refetches the user, closes, shows the welcome and reopens empty', async () => {
    const { user } = renderSignUp();
    await fillValidForm(user);
    await user.selectOptions(examType(), 'NCLEX');
    await user.click(submit());

    expect(await screen.findByText('Signed in as Ada')).toBeInTheDocument();
    const [url, init] = signupRequests()[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/signup');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'nurse_ada',
      email: 'ada@example.com',
      password: 'secret-pass-1',
      confirmPassword: 'secret-pass-1',
      examType: 'NCLEX',
    });
    expect(fetchMock.mock.calls.filter(([requested]) => requested === '/api/auth/user')).toHaveLength(1);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const notice = within(screen.getByRole('region', { name: /notifications/i })).getByRole('status');
    expect(notice).toHaveTextContent('Account Created Successfully!');
    expect(notice).toHaveTextContent('Welcome to NursePrep Academy! You can now access exclusive study materials.');

    act(() => useAccountDialogs.getState().openSignUp());
    expect(textbox('First Name')).toHaveValue('');
    expect(textbox('Username')).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(examType()).toHaveValue('TEAS');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it("shows 'Signup Failed' with the server's message for a taken username, and the message under Username until it changes", async () => {
    signupAnswer = () => ({ status: 409, body: { message: 'Username is already taken', fieldErrors: { username: ['Username is already taken'] } } });
    const { user } = renderSignUp();
    await fillValidForm(user);
    await user.click(submit());

    const alert = await within(screen.getByRole('region', { name: /notifications/i })).findByRole('alert');
    expect(alert).toHaveTextContent('Signup Failed');
    expect(alert).toHaveTextContent('Username is already taken');
    expect(screen.getByRole('dialog', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(textbox('Username')).toHaveAccessibleDescription('Username is already taken');
    expect(textbox('Username')).toHaveFocus();
    expect(textbox('Email')).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.getByText('Visitor')).toBeInTheDocument();

    await user.type(textbox('Username'), '2');
    expect(textbox('Username')).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's refusal of a common password under Password, and focuses it", async () => {
    const tooCommon = 'This password is too common. Choose one that is harder to guess.';
    signupAnswer = () => ({ status: 400, body: { message: tooCommon, fieldErrors: { password: [tooCommon] } } });
    const { user } = renderSignUp();
    await fillValidForm(user);
    await user.click(submit());

    const alert = await within(screen.getByRole('region', { name: /notifications/i })).findByRole('alert');
    expect(alert).toHaveTextContent('Signup Failed');
    expect(alert).toHaveTextContent(tooCommon);
    expect(password()).toHaveAccessibleDescription(tooCommon);
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveFocus();
    expect(screen.getByText('Visitor')).toBeInTheDocument();
  });

  it('shows the fallback text when the request never reaches the server, and focus returns to the button', async () => {
    signupAnswer = () => {
      throw new TypeError('Failed to fetch');
    };
    const { user } = renderSignUp();
    await fillValidForm(user);
    await user.click(submit());

    const alert = await within(screen.getByRole('region', { name: /notifications/i })).findByRole('alert');
    expect(alert).toHaveTextContent('Signup Failed');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(submit()).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Create Your Account' })).toBeInTheDocument();
  });

  it('shows the fallback text, not the server internals, when the server fails', async () => {
    signupAnswer = () => ({ status: 500, body: { message: 'Internal Server Error' } });
    const { user } = renderSignUp();
    await fillValidForm(user);
    await user.click(submit());

    const alert = await within(screen.getByRole('region', { name: /notifications/i })).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(alert).not.toHaveTextContent('Internal Server Error');
  });

  it('switches to the sign-in dialog', async () => {
    const { user } = renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useAccountDialogs.getState().dialog).toBe('sign-in');
  });

  it('closes on Escape and with the Close button', async () => {
    const { user } = renderSignUp();
    await user.keyboard('{Escape}');
    expect(useAccountDialogs.getState().dialog).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => useAccountDialogs.getState().openSignUp());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no axe violations while showing errors', async () => {
    const { user, container } = renderSignUp();
    await user.click(submit());
    expect(await axe(container.ownerDocument.body)).toHaveNoViolations();
  });
});
