import { useEffect, useRef, type ReactNode } from 'react';
import { Button, ButtonLink, PageReadyMark, useAccountDialogs, useCurrentUser, useDocumentTitle } from '@nurseprep/shared-ui';
import { StatusPanel } from '../../../remotes/status-panel';
import { staffAccessTexts } from '../data/staff-access-texts';

function StaffSignIn() {
  const openSignIn = useAccountDialogs((state) => state.openSignIn);
  const opened = useRef(false);
  useDocumentTitle(staffAccessTexts.signInTitle);
  // The sign-in dialog opens once on arrival; closing it leaves the screen with its button to reopen it.
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    openSignIn();
  }, [openSignIn]);
  return (
    <StatusPanel data-testid="staff-sign-in">
      <h1>{staffAccessTexts.signInTitle}</h1>
      <p>{staffAccessTexts.signInText}</p>
      <Button type="button" onClick={openSignIn}>
        {staffAccessTexts.signInButton}
      </Button>
    </StatusPanel>
  );
}

function StaffOnly({ firstName }: { firstName: string }) {
  useDocumentTitle(staffAccessTexts.staffOnlyTitle);
  return (
    <StatusPanel data-testid="staff-only">
      <h1>{staffAccessTexts.staffOnlyTitle}</h1>
      <p>{staffAccessTexts.staffOnlyText(firstName)}</p>
      <ButtonLink href="/" variant="outline">
        {staffAccessTexts.homeLink}
      </ButtonLink>
    </StatusPanel>
  );
}

function CheckingAccount() {
  useDocumentTitle(undefined);
  return (
    <StatusPanel role="status" aria-live="polite" data-testid="remote-loading">
      <p>{staffAccessTexts.checking}</p>
    </StatusPanel>
  );
}

/**
 * Renders `children` (the staff remote) only for signed-in staff. Everyone else gets the shell's own screen,
 * so the remote's code is never requested and none of its staff calls fire.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <CheckingAccount />;
  if (!user) {
    return (
      <>
        <StaffSignIn />
        <PageReadyMark />
      </>
    );
  }
  if (user.role !== 'staff') {
    return (
      <>
        <StaffOnly firstName={user.firstName} />
        <PageReadyMark />
      </>
    );
  }
  return <>{children}</>;
}
