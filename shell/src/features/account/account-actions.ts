import { toast } from '@nurseprep/shared-ui';

/** Until accounts exist, both controls say so: this is a demo action, not a sign-in. */
const comingSoon = {
  title: 'Accounts are coming soon',
  description: 'This is a demo: signing in and creating an account are not available yet.',
} as const;

/** Opens the sign-in dialog (for now: a demo notice that accounts are coming). */
export function openSignIn(): void {
  toast(comingSoon);
}

/** Opens the sign-up dialog (for now: a demo notice that accounts are coming). */
export function openSignUp(): void {
  toast(comingSoon);
}
