import { useToastStore } from '@nurseprep/shared-ui';
import { openSignIn, openSignUp } from './account-actions';

afterEach(() => {
  for (const shown of useToastStore.getState().toasts) useToastStore.getState().remove(shown.id);
});

describe('account actions', () => {
  it('Sign in shows a demo notice that accounts are coming soon', () => {
    openSignIn();
    const [shown] = useToastStore.getState().toasts;
    expect(shown?.title).toBe('Accounts are coming soon');
    expect(shown?.description).toMatch(/demo/i);
  });

  it('Get Started shows the same demo notice', () => {
    openSignUp();
    const [shown] = useToastStore.getState().toasts;
    expect(shown?.title).toBe('Accounts are coming soon');
    expect(shown?.description).toMatch(/demo/i);
  });
});
