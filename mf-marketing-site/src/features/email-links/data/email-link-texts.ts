import type { EmailLinkPage } from '@nurseprep/contracts/email-links';

/** What a confirmation answers: the address or the number it confirmed. */
export interface EmailLinkResult {
  email?: string;
  whatsappNumber?: string;
  /** The number wrote STOP to us on WhatsApp: nothing is sent until it writes START. */
  stoppedOnWhatsapp?: boolean;
}

export interface ConfirmPageTexts {
  title: string;
  lead: string;
  button: string;
  pending: string;
  successTitle: string;
  successDescription: (result: EmailLinkResult) => string;
  /** Where to go next after a success or a dead link. */
  next: { label: string; href: string };
}

const missingToken =
  'This link is incomplete. Open the link in your email again, or copy the whole address from the email into your browser.';

export const emailLinkTexts = {
  missingToken,
  failureTitle: 'This link does not work',
  failureFallback: 'Something went wrong. Please try again.',
} as const;

/** The pages that confirm one thing with one button (the reset page has a form of its own). */
export const confirmPageTexts = {
  verifyEmail: {
    title: 'Verify Your Email',
    lead: 'Confirm that this address is yours. A verified address lets you reset your password by email and subscribe to our newsletter.',
    button: 'Verify My Email',
    pending: 'Verifying...',
    successTitle: 'Your email is verified',
    successDescription: ({ email }) => `${email ?? 'Your address'} is verified. If you ever forget your password, you can now reset it by email.`,
    next: { label: 'Go to My Study', href: '/my-study' },
  },
  confirmNewsletter: {
    title: 'Confirm Your Subscription',
    lead: 'Press the button to start receiving our study tips and exam news by email.',
    button: 'Confirm Subscription',
    pending: 'Confirming...',
    successTitle: 'You are subscribed',
    successDescription: ({ email }) => `${email ?? 'Your address'} will receive our newsletter. Every issue has a link to unsubscribe.`,
    next: { label: 'Read the blog', href: '/resources/blog' },
  },
  unsubscribeNewsletter: {
    title: 'Unsubscribe from the Newsletter',
    lead: 'Press the button and we will stop sending our newsletter to this address.',
    button: 'Unsubscribe',
    pending: 'Unsubscribing...',
    successTitle: 'You are unsubscribed',
    successDescription: ({ email }) => `${email ?? 'Your address'} will not receive our newsletter any more. You can subscribe again on the blog at any time.`,
    next: { label: 'Back to the home page', href: '/' },
  },
  confirmWhatsappUpdates: {
    title: 'Confirm WhatsApp Updates',
    lead: 'Press the button to receive study reminders and offers from us on WhatsApp. Reply STOP on WhatsApp at any time to stop them.',
    button: 'Yes, Send Me WhatsApp Updates',
    pending: 'Confirming...',
    successTitle: 'WhatsApp updates confirmed',
    successDescription: ({ whatsappNumber, stoppedOnWhatsapp }) => {
      const number = whatsappNumber ? `+${whatsappNumber}` : 'your number';
      return stoppedOnWhatsapp
        ? `Thank you. ${number} wrote STOP to us on WhatsApp, so we will send nothing until that phone writes START to us on WhatsApp.`
        : `We will send updates to ${number} on WhatsApp. Reply STOP on WhatsApp at any time to stop them.`;
    },
    next: { label: 'Back to the home page', href: '/' },
  },
} satisfies Record<Exclude<EmailLinkPage, 'resetPassword'>, ConfirmPageTexts>;
export type ConfirmPage = keyof typeof confirmPageTexts;

export const resetPasswordTexts = {
  title: 'Choose a New Password',
  lead: 'Enter a new password for your account. Every other device signed in to it will be signed out.',
  formLabel: 'New password',
  labels: { password: 'New Password', confirmPassword: 'Confirm New Password' },
  submit: 'Set New Password',
  pending: 'Saving...',
  successTitle: 'Your password is changed',
  successDescription: 'You are signed in on this device, and every other device was signed out.',
  next: { label: 'Go to My Study', href: '/my-study' },
  askAgain: 'Ask for a new link',
} as const;
