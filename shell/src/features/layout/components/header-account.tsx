import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { MY_STUDY_PATH } from '@nurseprep/contracts';
import { toast, useAccountDialogs, useCurrentUser, User, useSignOut, VisuallyHidden } from '@nurseprep/shared-ui';
import { headerTexts } from '../data/header-texts';

const actionVariants = {
  quiet: css`
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    &:hover {
      background: ${({ theme }) => theme.colors.surface};
    }
  `,
  primary: css`
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover {
      border-color: ${({ theme }) => theme.colors.primaryHover};
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
} as const;

const actionStyles = css<{ $variant: keyof typeof actionVariants }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  ${({ $variant }) => actionVariants[$variant]}
  ${({ theme }) => theme.media.lg} {
    min-height: 40px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ${({ theme }) => theme.media.xl} {
    padding: 0 ${({ theme }) => theme.space.sm};
  }
`;

const ActionButton = styled.button<{ $variant: keyof typeof actionVariants }>`
  ${actionStyles}
`;

/** Staff's way into the marketing dashboard (a staff-only area the shell guards). */
const ActionLink = styled(Link)<{ $variant: keyof typeof actionVariants }>`
  ${actionStyles}
  text-decoration: none;
`;

/**
 * From 1280 px the header is one row in the 1200 px column, and a staff member's (eight links, Dashboard, My
 * Study, name, Sign out) does not fit it: the name is then kept for screen readers only (the account actions
 * beside it show a session is open), so the navigation stays on one line. Narrower screens give the links a
 * row of their own and show the name; so does everyone else's row.
 */
const wideRowNameHidden = css`
  ${({ theme }) => theme.media.xl} {
    position: absolute !important;
    width: 1px;
    height: 1px;
    min-height: 0;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

const UserName = styled.p<{ $hiddenOnWideRow: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  /* A long first name is cut short rather than pushing the header wider than the screen. */
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
  ${({ theme }) => theme.media.lg} {
    min-height: 40px;
    max-width: 16ch;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  ${({ $hiddenOnWideRow }) => ($hiddenOnWideRow ? wideRowNameHidden : '')}
`;

const STAFF_DASHBOARD_PATH = '/marketing';

function isShown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0;
}

export interface HeaderAccountProps {
  /** Called before an account action runs (the header closes its mobile menu). */
  onAction: () => void;
}

/**
 * The header's account controls: Sign in and Get Started open the shell's dialogs for a visitor; a signed-in
 * user sees their first name and Sign out. Nothing shows until the current user is known, so a signed-in user
 * never sees the visitor's buttons flash by.
 */
export function HeaderAccount({ onAction }: HeaderAccountProps) {
  const { data: user, isPending } = useCurrentUser();
  const openSignIn = useAccountDialogs((state) => state.openSignIn);
  const openSignUp = useAccountDialogs((state) => state.openSignUp);
  const signOut = useSignOut();
  const signInRef = useRef<HTMLButtonElement>(null);
  const focusSignInNext = useRef(false);

  // Sign out's button goes away with the session: focus moves to Sign in, which takes its place. (Keys keep
  // React from turning one control into another under the user's focus, e.g. Get Started into Sign out.)
  useEffect(() => {
    if (!focusSignInNext.current || user || !signInRef.current) return;
    focusSignInNext.current = false;
    if (document.activeElement === document.body && isShown(signInRef.current)) signInRef.current.focus();
  });

  if (isPending) return null;

  if (!user) {
    return (
      <>
        <ActionButton
          key="sign-in"
          ref={signInRef}
          type="button"
          $variant="quiet"
          onClick={() => {
            onAction();
            openSignIn();
          }}
        >
          {headerTexts.signIn}
        </ActionButton>
        <ActionButton
          key="get-started"
          type="button"
          $variant="primary"
          onClick={() => {
            onAction();
            openSignUp();
          }}
        >
          {headerTexts.getStarted}
        </ActionButton>
      </>
    );
  }

  return (
    <>
      {user.role === 'staff' && (
        <ActionLink key="dashboard" to={STAFF_DASHBOARD_PATH} $variant="quiet" onClick={onAction}>
          {headerTexts.dashboard}
        </ActionLink>
      )}
      <ActionLink key="my-study" to={MY_STUDY_PATH} $variant="quiet" onClick={onAction}>
        {headerTexts.myStudy}
      </ActionLink>
      <UserName key="user-name" $hiddenOnWideRow={user.role === 'staff'}>
        <User size={18} aria-hidden="true" />
        <VisuallyHidden>{headerTexts.signedInAs} </VisuallyHidden>
        {user.firstName}
      </UserName>
      <ActionButton
        key="sign-out"
        type="button"
        $variant="quiet"
        onClick={() => {
          if (signOut.isPending) return;
          onAction();
          signOut.mutate(undefined, {
            onSuccess: () => {
              focusSignInNext.current = true;
              toast({ title: headerTexts.signedOutTitle, description: headerTexts.signedOutDescription });
            },
            onError: () => {
              toast({ variant: 'destructive', title: headerTexts.signOutFailedTitle, description: headerTexts.signOutFailedDescription });
            },
          });
        }}
      >
        {headerTexts.signOut}
      </ActionButton>
    </>
  );
}
