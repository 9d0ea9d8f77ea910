import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../lib/endpoint-route';
import { createLeadForms } from './service';

/** The Book Service form. */
export const serviceRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const leadForms = createLeadForms(app);
  app.route({
    ...endpointRoute('POST /api/service-requests'),
    config: { rateLimit: app.rateLimits.forms },
    handler: async (request, reply) => reply.code(201).send(await leadForms.submitServiceRequest(request.body)),
  });
};
