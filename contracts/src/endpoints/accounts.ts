import { z } from 'zod';
import { emailSentSchema, emailVerificationSchema, emailVerifiedSchema, passwordResetRequestSchema, passwordResetSchema } from '../account-email';
import { currentUserSchema, loginSchema, publicUserSchema, signupSchema } from '../auth';
import { errorResponseSchema } from '../errors';
import { defineEndpoints } from '../endpoint';

/**
 * Every POST below may also answer 403: the origin check refuses a state-changing request whose Origin (or
 * Referer) names another site.
 */
const crossOrigin = { 403: errorResponseSchema } as const;

/** Accounts: signing up, in and out, who is signed in, password resets and email verification. */
export const accountEndpoints = defineEndpoints({
  'POST /api/auth/signup': {
    tags: ['accounts'],
    summary: 'Create a student account and sign in',
    body: signupSchema,
    responses: { 201: publicUserSchema, 400: errorResponseSchema, ...crossOrigin, 409: errorResponseSchema, 429: errorResponseSchema },
  },
  'POST /api/auth/login': {
    tags: ['accounts'],
    summary: 'Sign in with a username or email and a password',
    body: loginSchema,
    responses: { 200: publicUserSchema, 400: errorResponseSchema, 401: errorResponseSchema, ...crossOrigin, 429: errorResponseSchema },
  },
  'POST /api/auth/logout': {
    tags: ['accounts'],
    summary: 'Sign out (revokes the session)',
    responses: { 204: z.void(), ...crossOrigin },
  },
  'GET /api/auth/user': {
    tags: ['accounts'],
    summary: 'The signed-in user, or null for a visitor',
    responses: { 200: currentUserSchema },
  },
  'POST /api/auth/sign-out-everywhere': {
    tags: ['accounts'],
    summary: 'Sign out on every device (revokes every session of the account, this one too)',
    responses: { 204: z.void(), 401: errorResponseSchema, ...crossOrigin },
  },
  'POST /api/auth/password-reset/request': {
    tags: ['accounts'],
    summary: 'Mail a password reset link (the same 202 whether or not an account uses the email)',
    body: passwordResetRequestSchema,
    responses: { 202: emailSentSchema, 400: errorResponseSchema, ...crossOrigin, 429: errorResponseSchema },
  },
  'POST /api/auth/password-reset': {
    tags: ['accounts'],
    summary: "Set a new password with a reset link's token: signs out every session and signs this browser in",
    body: passwordResetSchema,
    responses: { 200: publicUserSchema, 400: errorResponseSchema, ...crossOrigin, 429: errorResponseSchema },
  },
  'POST /api/auth/email-verification': {
    tags: ['accounts'],
    summary: "Verify an account's email with the link's token (no sign-in needed)",
    body: emailVerificationSchema,
    responses: { 200: emailVerifiedSchema, 400: errorResponseSchema, ...crossOrigin, 429: errorResponseSchema },
  },
  'POST /api/auth/email-verification/resend': {
    tags: ['accounts'],
    summary: "Mail a new verification link to the signed-in account's email",
    responses: { 202: emailSentSchema, 401: errorResponseSchema, ...crossOrigin, 409: errorResponseSchema, 429: errorResponseSchema },
  },
});
