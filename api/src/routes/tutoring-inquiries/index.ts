import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdSchema, errorResponseSchema, tutoringInquiryRequestSchema } from '@nurseprep/contracts';
import { createLeadForms } from '../../services/lead-forms';

/** The tutoring section's form and the contact form. */
export const tutoringInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const leadForms = createLeadForms(app);
  app.post(
    '/api/tutoring-inquiries',
    {
      config: { rateLimit: app.rateLimits.forms },
      schema: {
        tags: ['forms'],
        summary: 'Send a tutoring inquiry or a contact message (source: tutoring or contact); makes or refreshes a lead and mails the person a confirmation',
        body: tutoringInquiryRequestSchema,
        response: { 201: createdSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await leadForms.submitInquiry(request.body)),
  );
};
