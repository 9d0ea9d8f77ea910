import { create } from 'zustand';

export type AccountDialog = 'sign-up' | 'sign-in' | 'forgot-password';

interface AccountDialogsState {
  /** The account dialog on screen, or null when none is. */
  dialog: AccountDialog | null;
  openSignUp: () => void;
  openSignIn: () => void;
  /** Asks for a password reset link by email. */
  openForgotPassword: () => void;
  close: () => void;
}

/**
 * Which account dialog is open. The shell mounts the dialogs once; any remote opens them through this store
 * (shared-ui is a Module Federation singleton, so there is one store on the page), e.g. "Sign up to download".
 */
export const useAccountDialogs = create<AccountDialogsState>((set) => ({
  dialog: null,
  openSignUp: () => set({ dialog: 'sign-up' }),
  openSignIn: () => set({ dialog: 'sign-in' }),
  openForgotPassword: () => set({ dialog: 'forgot-password' }),
  close: () => set({ dialog: null }),
}));
