import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdSchema, errorResponseSchema, tutoringInquiryRequestSchema } from '@nurseprep/contracts';

/** The tutoring section's form and the contact form. */
export const tutoringInquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/tutoring-inquiries',
    {
      config: { rateLimit: app.rateLimits.forms },
      schema: {
        tags: ['forms'],
        summary: 'Send a tutoring inquiry or a contact message (source: tutoring or contact; also makes or refreshes a lead)',
        body: tutoringInquiryRequestSchema,
        response: { 201: createdSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await app.repositories.tutoringInquiries.create(request.body)),
  );
};
