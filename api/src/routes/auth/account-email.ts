import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountEmailMessages,
  emailSentSchema,
  emailVerificationSchema,
  emailVerifiedSchema,
  errorResponseSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  publicUserSchema,
} from '@nurseprep/contracts';
import { toPublicUser } from '../../repositories/users-repository';
import { requestPasswordReset, resendVerification, resetPassword, verifyEmail, type AccountEmailContext } from '../../services/account-email';

/** Password reset and email verification: the requests that mail a link, and the pages' calls that use one. */
export const accountEmailRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const context = (): AccountEmailContext => ({ db: app.db, site: app.mail.site, now });

  app.post(
    '/api/auth/password-reset/request',
    {
      config: { rateLimit: app.rateLimits.auth },
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link (the same 202 whether or not an account uses the email)',
        body: passwordResetRequestSchema,
        response: { 202: emailSentSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      // Looked up after answering: the answer takes as long whether or not the address has an account.
      const { email } = request.body;
      app.backgroundTasks.run('password reset request', async () => {
        await requestPasswordReset(context(), email);
        app.mail.wake();
      });
      return reply.code(202).send({ message: accountEmailMessages.resetRequested });
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: { rateLimit: app.rateLimits.auth },
      schema: {
        tags: ['accounts'],
        summary: "Set a new password with a reset link's token: signs out every session and signs this browser in",
        body: passwordResetSchema,
        response: { 200: publicUserSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await resetPassword(context(), request.body);
      app.mail.wake();
      await app.startSession(request, reply, user.id);
      return toPublicUser(user);
    },
  );

  app.post(
    '/api/auth/email-verification',
    {
      config: { rateLimit: app.rateLimits.auth },
      schema: {
        tags: ['accounts'],
        summary: "Verify an account's email with the link's token (no sign-in needed)",
        body: emailVerificationSchema,
        response: { 200: emailVerifiedSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => ({ email: await verifyEmail(context(), request.body.token) }),
  );

  app.post(
    '/api/auth/email-verification/resend',
    {
      preValidation: app.requireUser,
      config: { rateLimit: app.rateLimits.auth },
      schema: {
        tags: ['accounts'],
        summary: "Mail a new verification link to the signed-in account's email",
        response: { 202: emailSentSchema, 401: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await resendVerification(context(), request.user!.id);
      app.mail.wake();
      return reply.code(202).send({ message: accountEmailMessages.verificationSent });
    },
  );
};
