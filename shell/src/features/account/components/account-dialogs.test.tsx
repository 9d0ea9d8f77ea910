import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, createQueryClient, Toaster, useAccountDialogs, useToastStore } from '@nurseprep/shared-ui';
import { installFakeApi } from '@nurseprep/shared-ui/testing';
import { fakeAccountHandlers } from '../../../testing/fake-account-api';
import { AccountDialogs } from './account-dialogs';

jest.setTimeout(20_000);

// The sign-in form's code fails to load while this is true (as a chunk does when the network drops).
let mockSignInChunkFails = false;
jest.mock('./sign-in-dialog', () => {
  const actual: typeof import('./sign-in-dialog') = jest.requireActual('./sign-in-dialog');
  return {
    get SignInDialog() {
      if (mockSignInChunkFails) throw new Error('Loading chunk 7 failed');
      return actual.SignInDialog;
    },
  };
});

beforeEach(() => {
  mockSignInChunkFails = false;
  installFakeApi(fakeAccountHandlers({ user: null }));
});

afterEach(() => {
  act(() => {
    useAccountDialogs.getState().close();
    for (const shown of useToastStore.getState().toasts) useToastStore.getState().remove(shown.id);
  });
});

function renderDialogs() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/api/auth/user'], null);
  return render(
    <AppProviders queryClient={queryClient}>
      <button type="button" onClick={() => useAccountDialogs.getState().openSignIn()}>
        Open sign in
      </button>
      <AccountDialogs />
      <Toaster />
    </AppProviders>,
  );
}

describe('AccountDialogs', () => {
  it('shows nothing until a dialog is asked for, then opens it from any caller of the store', async () => {
    renderDialogs();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => useAccountDialogs.getState().openSignUp());
    expect(screen.getByRole('dialog', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 10_000 })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Username or Email' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('shows the dialog with a loading status while the form loads', async () => {
    renderDialogs();
    act(() => useAccountDialogs.getState().openSignIn());
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the form');
    expect(await screen.findByRole('textbox', { name: 'Username or Email' }, { timeout: 10_000 })).toHaveFocus();
  });

  it('closes with a notice when the form cannot load, and opens on the next try once it can', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockSignInChunkFails = true;
    const user = userEvent.setup();
    renderDialogs();
    await user.click(screen.getByRole('button', { name: 'Open sign in' }));

    const alert = await within(screen.getByRole('region', { name: /notifications/i })).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('The form could not be opened');
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useAccountDialogs.getState().dialog).toBeNull();

    mockSignInChunkFails = false;
    await user.click(screen.getByRole('button', { name: 'Open sign in' }));
    expect(await screen.findByRole('textbox', { name: 'Username or Email' }, { timeout: 10_000 })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
