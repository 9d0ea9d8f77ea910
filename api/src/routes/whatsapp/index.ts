import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  whatsappMessageSchema,
  whatsappNotConfigured,
  whatsappSendResultSchema,
  whatsappStatusSchema,
} from '@nurseprep/contracts';
import { missingWhatsappSettings, type WhatsappConfig } from '../../config';
import { createWhatsappSender } from '../../services/whatsapp/whatsapp-sender';

const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** Manual WhatsApp messages from the staff dashboard, and which WhatsApp settings are missing. */
export const whatsappRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsappConfig }> = async (app, { whatsapp }) => {
  const sender = createWhatsappSender(whatsapp, app.repositories);

  app.get(
    '/api/whatsapp/status',
    {
      preValidation: app.requireStaff,
      schema: { tags: ['staff'], summary: 'Which WhatsApp features are configured, and the settings each still needs', response: { 200: whatsappStatusSchema, ...denied } },
    },
    async () => {
      const feature = (name: 'send' | 'campaigns' | 'webhook') => {
        const missing = missingWhatsappSettings(whatsapp, name);
        return { configured: missing.length === 0, missing };
      };
      return { send: feature('send'), campaigns: feature('campaigns'), webhook: feature('webhook') };
    },
  );

  app.post(
    '/api/whatsapp/send',
    {
      preValidation: app.requireStaff,
      config: { rateLimit: app.rateLimits.staff },
      schema: {
        tags: ['staff'],
        summary: 'Send one WhatsApp text message (stored with its wamid; 502 with a sentence when WhatsApp refuses; 501 when not configured)',
        body: whatsappMessageSchema,
        response: { 200: whatsappSendResultSchema, 400: errorResponseSchema, ...denied, 501: whatsappSendResultSchema, 502: whatsappSendResultSchema },
      },
    },
    async (request, reply) => {
      if (missingWhatsappSettings(whatsapp, 'send').length > 0) return reply.code(501).send({ success: false, error: whatsappNotConfigured });
      const { messageId, result } = await sender.sendText({ to: request.body.to, body: request.body.message, sentBy: request.user?.id ?? null });
      if (result.ok) return { success: true, messageId, wamid: result.wamid };
      return reply.code(502).send({ success: false, error: result.reason, messageId });
    },
  );
};
