import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, loginSchema, publicUserSchema, signupSchema } from '@nurseprep/contracts';
import { endpointRoute } from '../../lib/endpoint-route';
import { toPublicUser } from '../../repositories/users-repository';
import { signIn, signUp } from '../../services/accounts';
import { accountEmailRoutes } from './account-email';

export const authRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, { now = () => new Date() }) => {
  app.post(
    '/api/auth/signup',
    {
      config: { rateLimit: app.rateLimits.auth },
      schema: {
        tags: ['accounts'],
        summary: 'Create a student account and sign in',
        body: signupSchema,
        response: { 201: publicUserSchema, 400: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await signUp(app.db, request.body, { site: app.mail.site, now: now() });
      app.mail.wake();
      await app.startSession(request, reply, user.id);
      return reply.code(201).send(toPublicUser(user));
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: app.rateLimits.auth },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a username or email and a password',
        body: loginSchema,
        response: { 200: publicUserSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await signIn(app.repositories.users, request.body, app.repositories.loginThrottles);
      await app.startSession(request, reply, user.id);
      return toPublicUser(user);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['accounts'], summary: 'Sign out (revokes the session)', response: { 204: z.void() } } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return reply.code(204).send();
    },
  );

  // Every page asks who is signed in: a visitor is a normal answer (null), not a failed request in the console.
  app.route({ ...endpointRoute('GET /api/auth/user'), preHandler: app.loadUser, handler: async (request) => request.user });

  app.post(
    '/api/auth/sign-out-everywhere',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Sign out on every device (revokes every session of the account, this one too)',
        response: { 204: z.void(), 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await app.endEverySession(request, reply, request.user!.id);
      return reply.code(204).send();
    },
  );

  await app.register(accountEmailRoutes, { now });
};
