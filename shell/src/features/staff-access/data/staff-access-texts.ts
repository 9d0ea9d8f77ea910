/** What the shell shows on a staff-only page to anyone who is not signed-in staff. */
export const staffAccessTexts = {
  signInTitle: 'Staff sign-in',
  signInText: 'The marketing dashboard and the leads inbox are for NursePrep Academy staff. Sign in with your staff account to continue.',
  signInButton: 'Sign in',
  staffOnlyTitle: 'This area is for staff',
  staffOnlyText: (firstName: string) =>
    `You are signed in as ${firstName}, a student account. The marketing dashboard is only for NursePrep Academy staff.`,
  homeLink: 'Back to the home page',
  checking: 'Checking your account…',
} as const;
