import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, sendResultSchema, whatsappMessageSchema, whatsappNotConfigured } from '@nurseprep/contracts';

/** Manual WhatsApp messages from the staff dashboard. Real sending comes with the WhatsApp issue. */
export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/whatsapp/send',
    {
      preValidation: app.requireStaff,
      config: { rateLimit: app.rateLimits.staff },
      schema: {
        tags: ['staff'],
        summary: 'Send one WhatsApp text message (not configured yet: 501)',
        body: whatsappMessageSchema,
        response: { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 501: sendResultSchema },
      },
    },
    async (_request, reply) => reply.code(501).send({ success: false, error: whatsappNotConfigured }),
  );
};
