import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../lib/endpoint-route';
import { createStudyPlanService } from './service';

/**
 * Study plans: a signed-in student's exam date, hours per week and ticked-off tasks per exam (the
 * plan itself is built in the browser). Only the account's own plan; 401 for visitors.
 */
export const studyPlanRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const plans = createStudyPlanService({ repository: app.repositories.studyPlans, now: options.now ?? (() => new Date()) });

  app.route({
    ...endpointRoute('GET /api/study-plans/:exam'),
    preValidation: app.requireUser,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return plans.find(request.user!.id, request.params.exam);
    },
  });

  app.route({
    ...endpointRoute('PUT /api/study-plans/:exam'),
    config: { rateLimit: app.rateLimits.flashcardReviews },
    preValidation: app.requireUser,
    handler: async (request) => plans.save(request.user!.id, request.params.exam, request.body),
  });
};
