import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdSchema, errorResponseSchema, serviceRequestSchema } from '@nurseprep/contracts';

/** The Book Service form. */
export const serviceRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/service-requests',
    {
      config: { rateLimit: app.rateLimits.forms },
      schema: {
        tags: ['forms'],
        summary: 'Request a custom service (also makes or refreshes a lead)',
        body: serviceRequestSchema,
        response: { 201: createdSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await app.repositories.serviceRequests.create(request.body)),
  );
};
