import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../lib/endpoint-route';
import { toPublicUser } from './users-repository';
import { signIn, signUp } from './service';
import { accountEmailRoutes } from './email-routes';

export const authRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, { now = () => new Date() }) => {
  app.route({
    ...endpointRoute('POST /api/auth/signup'),
    config: { rateLimit: app.rateLimits.auth },
    handler: async (request, reply) => {
      const user = await signUp(app.db, request.body, { site: app.mail.site, now: now() });
      app.mail.wake();
      await app.startSession(request, reply, user.id);
      return reply.code(201).send(toPublicUser(user));
    },
  });

  app.route({
    ...endpointRoute('POST /api/auth/login'),
    config: { rateLimit: app.rateLimits.auth },
    handler: async (request, reply) => {
      const user = await signIn(app.repositories.users, request.body, app.repositories.loginThrottles);
      await app.startSession(request, reply, user.id);
      return toPublicUser(user);
    },
  });

  app.route({
    ...endpointRoute('POST /api/auth/logout'),
    handler: async (request, reply) => {
      await app.endSession(request, reply);
      return reply.code(204).send();
    },
  });

  // Every page asks who is signed in: a visitor is a normal answer (null), not a failed request in the console.
  app.route({ ...endpointRoute('GET /api/auth/user'), preHandler: app.loadUser, handler: async (request) => request.user });

  app.route({
    ...endpointRoute('POST /api/auth/sign-out-everywhere'),
    preValidation: app.requireUser,
    handler: async (request, reply) => {
      await app.endEverySession(request, reply, request.user!.id);
      return reply.code(204).send();
    },
  });

  await app.register(accountEmailRoutes, { now });
};
