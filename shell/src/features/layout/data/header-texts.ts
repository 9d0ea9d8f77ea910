/** Fixed texts of the header and the skip link. */
export const headerTexts = {
  skipLink: 'Skip to main content',
  navigationLabel: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  signIn: 'Sign in',
  getStarted: 'Get Started',
} as const;
