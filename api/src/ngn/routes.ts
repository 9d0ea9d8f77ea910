import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../lib/endpoint-route';
import { createNgnService } from './service';

/**
 * Next Generation NCLEX practice: the catalogue of case studies and stand-alone items for everyone; sessions
 * (a case study, a set of items, the adaptive exam) for signed-in students, graded on the server by NCSBN's rules.
 */
export const ngnRoutes: FastifyPluginAsyncZod<{ now?: () => Date; random?: () => number }> = async (app, options) => {
  const ngn = createNgnService({
    db: app.db,
    repository: app.repositories.ngn,
    ngnBank: app.ngnBank,
    questionBank: app.questionBank,
    now: options.now ?? (() => new Date()),
    ...(options.random ? { random: options.random } : {}),
  });
  const catalog = ngn.catalog();

  app.route({
    ...endpointRoute('GET /api/ngn/catalog'),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return catalog;
    },
  });

  app.route({
    ...endpointRoute('POST /api/ngn/sessions'),
    config: { rateLimit: app.rateLimits.practiceStarts },
    preValidation: app.requireUser,
    handler: async (request, reply) => reply.code(201).send(await ngn.create(request.user!.id, request.body)),
  });

  app.route({
    ...endpointRoute('GET /api/ngn/sessions'),
    preValidation: app.requireUser,
    handler: async (request) => ngn.history(request.user!.id),
  });

  app.route({
    ...endpointRoute('GET /api/ngn/sessions/:id'),
    preValidation: app.requireUser,
    handler: async (request) => ngn.get(request.params.id, request.user!.id),
  });

  app.route({
    ...endpointRoute('PUT /api/ngn/sessions/:id/answers/:itemId'),
    config: { rateLimit: app.rateLimits.practiceAnswers },
    preValidation: app.requireUser,
    handler: async (request) => ngn.answer(request.params.id, request.user!.id, request.params.itemId, request.body.response),
  });

  app.route({
    ...endpointRoute('POST /api/ngn/sessions/:id/finish'),
    config: { rateLimit: app.rateLimits.practiceAnswers },
    preValidation: app.requireUser,
    handler: async (request) => ngn.finish(request.params.id, request.user!.id),
  });

  app.route({
    ...endpointRoute('GET /api/ngn/sessions/:id/results'),
    preValidation: app.requireUser,
    handler: async (request) => ngn.results(request.params.id, request.user!.id),
  });
};
