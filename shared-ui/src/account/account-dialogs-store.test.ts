import { act } from '@testing-library/react';
import { useAccountDialogs } from './account-dialogs-store';

afterEach(() => {
  act(() => useAccountDialogs.getState().close());
});

describe('useAccountDialogs', () => {
  it('starts with no dialog open', () => {
    expect(useAccountDialogs.getState().dialog).toBeNull();
  });

  it('opens the sign-up dialog, switches to sign-in, and closes', () => {
    act(() => useAccountDialogs.getState().openSignUp());
    expect(useAccountDialogs.getState().dialog).toBe('sign-up');

    act(() => useAccountDialogs.getState().openSignIn());
    expect(useAccountDialogs.getState().dialog).toBe('sign-in');

    act(() => useAccountDialogs.getState().close());
    expect(useAccountDialogs.getState().dialog).toBeNull();
  });
});
