import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, studyPlanParamsSchema, studyPlanRequestSchema, studyPlanSchema } from '@nurseprep/contracts';
import { createFlashcardService } from '../../flashcards/service';

/**
 * Study plans: a signed-in student's exam date, hours per week and ticked-off tasks per exam (the
 * plan itself is built in the browser). Only the account's own plan; 401 for visitors.
 */
export const studyPlanRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const plans = createFlashcardService({ db: app.db, decks: app.decks, now: options.now ?? (() => new Date()) });

  app.get(
    '/api/study-plans/:exam',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['study-plans'],
        summary: "The account's saved plan for the exam (teas, hesi or nclex), or 404 when none is saved",
        params: studyPlanParamsSchema,
        response: { 200: studyPlanSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return plans.studyPlan(request.user!.id, request.params.exam);
    },
  );

  app.put(
    '/api/study-plans/:exam',
    {
      config: { rateLimit: app.rateLimits.flashcardReviews },
      preValidation: app.requireUser,
      schema: {
        tags: ['study-plans'],
        summary: 'Save the plan for the exam (replaces the saved one; repeated task ids are kept once); past exam dates are kept',
        params: studyPlanParamsSchema,
        body: studyPlanRequestSchema,
        response: { 200: studyPlanSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => plans.saveStudyPlan(request.user!.id, request.params.exam, request.body),
  );
};
