import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog, Spinner, toast, useAccountDialogs, type AccountDialog } from '@nurseprep/shared-ui';
import { dialogLoadingTexts, forgotPasswordTexts, signInTexts, signUpTexts } from '../data/account-texts';

const titles = { 'sign-up': signUpTexts.title, 'sign-in': signInTexts.title, 'forgot-password': forgotPasswordTexts.title } satisfies Record<AccountDialog, string>;

/**
 * The forms load on first opening: they need zod (through the contracts schemas), which the shell's first
 * download leaves out. A failed chunk load is cached by React.lazy for good, so a failure makes fresh ones.
 */
function createLazyDialogs(): Record<AccountDialog, ComponentType> {
  return {
    'sign-up': lazy(() => import('./sign-up-dialog').then((module) => ({ default: module.SignUpDialog }))),
    'sign-in': lazy(() => import('./sign-in-dialog').then((module) => ({ default: module.SignInDialog }))),
    'forgot-password': lazy(() => import('./forgot-password-dialog').then((module) => ({ default: module.ForgotPasswordDialog }))),
  };
}

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg} 0;
`;

/** While a form's code loads, the dialog is already there, with its title and a spinner. */
function LoadingDialog({ dialog, onClose }: { dialog: AccountDialog; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={titles[dialog]}>
      <Loading>
        <Spinner label={dialogLoadingTexts.loading} size="lg" />
      </Loading>
    </Dialog>
  );
}

class DialogFailureBoundary extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailure();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The sign-up and sign-in dialogs, mounted once by the shell and opened from anywhere through useAccountDialogs. */
export function AccountDialogs() {
  const dialog = useAccountDialogs((state) => state.dialog);
  const close = useAccountDialogs((state) => state.close);
  const [lazyDialogs, setLazyDialogs] = useState(createLazyDialogs);

  if (dialog === null) return null;
  const DialogContent = lazyDialogs[dialog];

  const giveUp = () => {
    toast({ variant: 'destructive', title: dialogLoadingTexts.failureTitle, description: dialogLoadingTexts.failureDescription });
    setLazyDialogs(createLazyDialogs());
    close();
  };

  return (
    <DialogFailureBoundary onFailure={giveUp}>
      <Suspense fallback={<LoadingDialog dialog={dialog} onClose={close} />}>
        <DialogContent />
      </Suspense>
    </DialogFailureBoundary>
  );
}
