import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../lib/endpoint-route';
import { createLeadForms } from './service';

/** The tutoring section's form and the contact form. */
export const tutoringInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const leadForms = createLeadForms(app);
  app.route({
    ...endpointRoute('POST /api/tutoring-inquiries'),
    config: { rateLimit: app.rateLimits.forms },
    handler: async (request, reply) => reply.code(201).send(await leadForms.submitInquiry(request.body)),
  });
};
