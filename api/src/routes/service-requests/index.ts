import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdSchema, errorResponseSchema, serviceRequestSchema } from '@nurseprep/contracts';
import { createLeadForms } from '../../services/lead-forms';

/** The Book Service form. */
export const serviceRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const leadForms = createLeadForms(app);
  app.post(
    '/api/service-requests',
    {
      config: { rateLimit: app.rateLimits.forms },
      schema: {
        tags: ['forms'],
        summary: 'Request a custom service; makes or refreshes a lead and mails the person a confirmation (and a WhatsApp consent link when an existing lead must confirm the tick)',
        body: serviceRequestSchema,
        response: { 201: createdSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await leadForms.submitServiceRequest(request.body)),
  );
};
