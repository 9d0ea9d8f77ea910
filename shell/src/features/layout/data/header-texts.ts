/** Fixed texts of the header and the skip link. */
export const headerTexts = {
  skipLink: 'Skip to main content',
  navigationLabel: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  signIn: 'Sign in',
  getStarted: 'Get Started',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  dashboard: 'Dashboard',
  myStudy: 'My Study',
  signedOutTitle: 'Signed out',
  signedOutDescription: 'See you next time! Sign in again to download study materials.',
  signOutFailedTitle: 'Sign Out Failed',
  signOutFailedDescription: 'Something went wrong. Please try again.',
} as const;
