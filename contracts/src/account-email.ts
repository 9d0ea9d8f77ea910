import { z } from 'zod';
import { passwordsMatch, passwordsMatchIssue, signupSchema } from './auth';
import { emailField } from './fields';

/** How long a password reset link works: short, since it signs the account in. */
export const PASSWORD_RESET_LINK_MINUTES = 30;
/** How long an email verification link works. */
export const EMAIL_VERIFICATION_LINK_DAYS = 7;

export const accountEmailMessages = {
  /** The same answer whether or not an account uses the address, so the form tells nobody who has an account. */
  resetRequested: `If an account uses that email, we've sent a link to reset its password. It expires in ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
  resetLinkInvalid: 'This link has expired or was already used. Ask for a new one.',
  verificationLinkInvalid: 'This verification link has expired or was already used. Sign in and ask for a new one from your account.',
  linkIncomplete: 'This link is incomplete. Open the link in your email again, or copy the whole address from the email into your browser.',
  verificationSent: `We've sent a new verification link to your email address. It expires in ${EMAIL_VERIFICATION_LINK_DAYS} days.`,
  alreadyVerified: 'Your email address is already verified.',
} as const;

/** The token of an email link (`#token=` in the address the mail links to): random base64url text. */
export const emailTokenSchema = z
  .string({ error: accountEmailMessages.linkIncomplete })
  .regex(/^[A-Za-z0-9_-]{32,128}$/, accountEmailMessages.linkIncomplete);

/** POST /api/auth/password-reset/request: the forgot-password dialog. */
export const passwordResetRequestSchema = z.object({ email: emailField() });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The 202 answer of the requests that send an email (reset request, verification resend). */
export const emailSentSchema = z.object({ message: z.string() });
export type EmailSent = z.infer<typeof emailSentSchema>;

const newPasswordFields = {
  password: signupSchema.shape.password,
  confirmPassword: signupSchema.shape.confirmPassword,
};

/** The reset page's form: the new password twice, under the same rules as sign-up. */
export const passwordResetFormSchema = z.object(newPasswordFields).refine(passwordsMatch, passwordsMatchIssue);
export type PasswordResetForm = z.infer<typeof passwordResetFormSchema>;

/** POST /api/auth/password-reset: the form plus the link's token; 200 with the public user, signed in. */
export const passwordResetSchema = z.object({ token: emailTokenSchema, ...newPasswordFields }).refine(passwordsMatch, passwordsMatchIssue);
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** POST /api/auth/email-verification: the verification link's token (no sign-in needed). */
export const emailVerificationSchema = z.object({ token: emailTokenSchema });
export type EmailVerification = z.infer<typeof emailVerificationSchema>;

/** The answer to a verification: the address now verified. */
export const emailVerifiedSchema = z.object({ email: z.string() });
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;
