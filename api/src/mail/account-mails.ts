import { EMAIL_VERIFICATION_LINK_DAYS, emailLinkUrl, PASSWORD_RESET_LINK_MINUTES } from '@nurseprep/contracts';
import { composeMail, type MailSite, type OutgoingMail } from './compose';

/** Who an account mail is written to. */
export interface MailAccount {
  email: string;
  username: string;
  firstName: string;
}

const greeting = (account: MailAccount) => `Hi ${account.firstName},`;
const verificationLifetime = `The link works once and expires in ${EMAIL_VERIFICATION_LINK_DAYS} days.`;

/** The reset link, for an account whose address is verified. Sensitive: whoever holds the link can set the password. */
export function passwordResetMail(site: MailSite, account: MailAccount, token: string): OutgoingMail {
  return composeMail(site, {
    kind: 'password-reset',
    to: account.email,
    subject: `Reset your ${site.brandName} password`,
    greeting: greeting(account),
    paragraphs: [`Someone asked to reset the password of your ${site.brandName} account (${account.username}). Choose a new password with the link below.`],
    action: { label: 'Reset my password', url: emailLinkUrl(site.siteUrl, 'resetPassword', token) },
    after: [
      `The link works once and expires in ${PASSWORD_RESET_LINK_MINUTES} minutes. Setting a new password signs out every device signed in to your account.`,
      "If you didn't ask for this, ignore this email: your password stays as it is.",
    ],
    sensitive: true,
  });
}

/**
 * Sent instead of a reset link when the account's address was never verified: a reset link goes only to an
 * address known to be the account holder's.
 */
export function verifyBeforeResetMail(site: MailSite, account: MailAccount, token: string): OutgoingMail {
  return composeMail(site, {
    kind: 'email-verification',
    to: account.email,
    subject: `Verify your email to reset your ${site.brandName} password`,
    greeting: greeting(account),
    paragraphs: [
      `Someone asked to reset the password of your ${site.brandName} account (${account.username}).`,
      'You must verify your email address before you can reset your password: we only send reset links to verified addresses. Verify it with the link below, then ask for a password reset again.',
    ],
    action: { label: 'Verify my email', url: emailLinkUrl(site.siteUrl, 'verifyEmail', token) },
    after: [verificationLifetime, "If you didn't ask for this, ignore this email: nothing changes on your account."],
    sensitive: true,
  });
}

/** Sent at sign-up and when a signed-in person asks again. */
export function emailVerificationMail(site: MailSite, account: MailAccount, token: string): OutgoingMail {
  return composeMail(site, {
    kind: 'email-verification',
    to: account.email,
    subject: `Verify your email for ${site.brandName}`,
    greeting: greeting(account),
    paragraphs: [
      `Please confirm that this is the email address of your ${site.brandName} account (${account.username}). A verified address lets you reset your password by email if you ever forget it.`,
    ],
    action: { label: 'Verify my email', url: emailLinkUrl(site.siteUrl, 'verifyEmail', token) },
    after: [verificationLifetime, "If you didn't create this account, ignore this email."],
    sensitive: true,
  });
}

/** The notice after a reset: holds no link that changes anything, so it is kept like any mail. */
export function passwordChangedMail(site: MailSite, account: MailAccount): OutgoingMail {
  return composeMail(site, {
    kind: 'password-changed',
    to: account.email,
    subject: `Your ${site.brandName} password was changed`,
    greeting: greeting(account),
    paragraphs: [
      `Your password was changed, and every device signed in to your ${site.brandName} account (${account.username}) was signed out.`,
      "If this wasn't you, someone else can read your email: secure your email account first, then reset your password again with “Forgot your password?” on the sign-in form.",
    ],
    action: { label: `Go to ${site.brandName}`, url: site.siteUrl },
  });
}
