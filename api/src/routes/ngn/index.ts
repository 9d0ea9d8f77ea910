import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createNgnSessionSchema,
  errorResponseSchema,
  ngnAnswerResultSchema,
  ngnAnswerSchema,
  ngnCatalogSchema,
  ngnHistorySchema,
  ngnResultsSchema,
  ngnSessionSchema,
} from '@nurseprep/contracts';
import { createNgnService } from '../../ngn/service';

const sessionParams = z.object({ id: z.uuid({ error: 'Session id must be a UUID' }) });
const itemParams = sessionParams.extend({ itemId: z.string().min(1).max(100, 'Unknown item') });
const signedIn = { 401: errorResponseSchema };
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema, ...signedIn };

/**
 * Next Generation NCLEX practice: the catalogue of case studies and stand-alone items for everyone; sessions
 * (a case study, a set of items, the adaptive exam) for signed-in students, graded on the server by NCSBN's rules.
 */
export const ngnRoutes: FastifyPluginAsyncZod<{ now?: () => Date; random?: () => number }> = async (app, options) => {
  const ngn = createNgnService({
    db: app.db,
    ngnBank: app.ngnBank,
    questionBank: app.questionBank,
    now: options.now ?? (() => new Date()),
    ...(options.random ? { random: options.random } : {}),
  });
  const catalog = ngn.catalog();

  app.get(
    '/api/ngn/catalog',
    { schema: { tags: ['ngn'], summary: 'The NGN case studies and the counts of stand-alone items by type', response: { 200: ngnCatalogSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return catalog;
    },
  );

  app.post(
    '/api/ngn/sessions',
    {
      config: { rateLimit: app.rateLimits.practiceStarts },
      preValidation: app.requireUser,
      schema: {
        tags: ['ngn'],
        summary: 'Start a case study, a set of stand-alone items or the adaptive exam (items without their keys)',
        body: createNgnSessionSchema,
        response: { 201: ngnSessionSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await ngn.create(request.user!.id, request.body)),
  );

  app.get(
    '/api/ngn/sessions',
    {
      preValidation: app.requireUser,
      schema: { tags: ['ngn'], summary: "The signed-in student's NGN sessions, newest first", response: { 200: ngnHistorySchema, ...signedIn } },
    },
    async (request) => ngn.history(request.user!.id),
  );

  app.get(
    '/api/ngn/sessions/:id',
    {
      preValidation: app.requireUser,
      schema: { tags: ['ngn'], summary: 'A session as it stands (an adaptive exam past its time limit ends first)', params: sessionParams, response: { 200: ngnSessionSchema, ...errors } },
    },
    async (request) => ngn.get(request.params.id, request.user!.id),
  );

  app.put(
    '/api/ngn/sessions/:id/answers/:itemId',
    {
      config: { rateLimit: app.rateLimits.practiceAnswers },
      preValidation: app.requireUser,
      schema: {
        tags: ['ngn'],
        summary: 'Answer an item: practice modes answer with the graded result; the adaptive exam with what comes next (the first answer stands)',
        params: itemParams,
        body: ngnAnswerSchema,
        response: { 200: ngnAnswerResultSchema, ...errors },
      },
    },
    async (request) => ngn.answer(request.params.id, request.user!.id, request.params.itemId, request.body.response),
  );

  app.post(
    '/api/ngn/sessions/:id/finish',
    {
      config: { rateLimit: app.rateLimits.practiceAnswers },
      preValidation: app.requireUser,
      schema: { tags: ['ngn'], summary: 'End a session now (an adaptive exam is then decided as when time runs out)', params: sessionParams, response: { 200: ngnSessionSchema, ...errors } },
    },
    async (request) => ngn.finish(request.params.id, request.user!.id),
  );

  app.get(
    '/api/ngn/sessions/:id/results',
    {
      preValidation: app.requireUser,
      schema: { tags: ['ngn'], summary: 'Results of an ended session: points by category and by clinical judgment step, the estimate over time', params: sessionParams, response: { 200: ngnResultsSchema, ...errors } },
    },
    async (request) => ngn.results(request.params.id, request.user!.id),
  );
};
