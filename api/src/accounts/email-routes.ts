import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEmailMessages } from '@nurseprep/contracts';
import { endpointRoute } from '../lib/endpoint-route';
import { toPublicUser } from './users-repository';
import { requestPasswordReset, resendVerification, resetPassword, verifyEmail, type AccountEmailContext } from './email-service';

/** Password reset and email verification: the requests that mail a link, and the pages' calls that use one. */
export const accountEmailRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const context = (): AccountEmailContext => ({ db: app.db, site: app.mail.site, now });

  app.route({
    ...endpointRoute('POST /api/auth/password-reset/request'),
    config: { rateLimit: app.rateLimits.auth },
    handler: async (request, reply) => {
      // Looked up after answering: the answer takes as long whether or not the address has an account.
      const { email } = request.body;
      app.backgroundTasks.run('password reset request', async () => {
        await requestPasswordReset(context(), email);
        app.mail.wake();
      });
      return reply.code(202).send({ message: accountEmailMessages.resetRequested });
    },
  });

  app.route({
    ...endpointRoute('POST /api/auth/password-reset'),
    config: { rateLimit: app.rateLimits.auth },
    handler: async (request, reply) => {
      const user = await resetPassword(context(), request.body);
      app.mail.wake();
      await app.startSession(request, reply, user.id);
      return toPublicUser(user);
    },
  });

  app.route({
    ...endpointRoute('POST /api/auth/email-verification'),
    config: { rateLimit: app.rateLimits.auth },
    handler: async (request) => ({ email: await verifyEmail(context(), request.body.token) }),
  });

  app.route({
    ...endpointRoute('POST /api/auth/email-verification/resend'),
    preValidation: app.requireUser,
    config: { rateLimit: app.rateLimits.auth },
    handler: async (request, reply) => {
      await resendVerification(context(), request.user!.id);
      app.mail.wake();
      return reply.code(202).send({ message: accountEmailMessages.verificationSent });
    },
  });
};
