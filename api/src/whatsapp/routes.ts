import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, whatsappNotConfigured } from '@nurseprep/contracts';
import { missingWhatsappSettings, type WhatsappConfig } from '../config';
import { endpointRoute } from '../lib/endpoint-route';
import { createWhatsappSender } from './whatsapp-sender';
import { processWebhook } from './webhook-processor';
import { hasValidSignature } from './webhook-signature';

const webhookNotConfigured = 'The WhatsApp webhook is not configured (WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN)';

/**
 * Meta's webhook: GET answers the subscription check; POST takes signed events. The body is kept as the
 * raw bytes received, since the signature covers exactly those (a re-serialised object would not match).
 */
const webhookRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsappConfig }> = async (app, { whatsapp }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get(
    '/api/whatsapp/webhook',
    {
      schema: {
        tags: ['whatsapp'],
        summary: "Meta's subscription check: answers hub.challenge when hub.verify_token matches",
        querystring: z.object({ 'hub.mode': z.string().optional(), 'hub.verify_token': z.string().optional(), 'hub.challenge': z.string().max(200).optional() }),
        response: { 200: z.string(), 403: errorResponseSchema, 501: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!whatsapp.verifyToken) return reply.code(501).send({ message: webhookNotConfigured });
      const query = request.query;
      const given = Buffer.from(query['hub.verify_token'] ?? '');
      const expected = Buffer.from(whatsapp.verifyToken);
      const tokenMatches = given.length === expected.length && timingSafeEqual(given, expected);
      if (query['hub.mode'] !== 'subscribe' || !tokenMatches || query['hub.challenge'] === undefined) {
        return reply.code(403).send({ message: 'Verification token mismatch' });
      }
      return reply.type('text/plain; charset=utf-8').send(query['hub.challenge']);
    },
  );

  app.post(
    '/api/whatsapp/webhook',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['whatsapp'],
        summary: 'Delivery statuses and inbound messages from Meta, signed with X-Hub-Signature-256 (401 without a valid signature)',
        response: { 200: z.object({ received: z.literal(true) }), 400: errorResponseSchema, 401: errorResponseSchema, 501: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!whatsapp.appSecret) return reply.code(501).send({ message: webhookNotConfigured });
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      if (!hasValidSignature(rawBody, typeof signature === 'string' ? signature : undefined, whatsapp.appSecret)) {
        return reply.code(401).send({ message: 'Invalid signature' });
      }
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return reply.code(400).send({ message: 'The body is not JSON' });
      }
      if (!(await processWebhook(app.repositories, payload))) return reply.code(400).send({ message: 'Not a WhatsApp webhook event' });
      return { received: true as const };
    },
  );
};

/** Manual WhatsApp messages from the staff dashboard, and which WhatsApp settings are missing. */
export const whatsappRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsappConfig }> = async (app, { whatsapp }) => {
  const sender = createWhatsappSender(whatsapp, app.repositories);
  await app.register(webhookRoutes, { whatsapp });

  app.route({
    ...endpointRoute('GET /api/whatsapp/status'),
    preValidation: app.requireStaff,
    handler: async () => {
      const feature = (name: 'send' | 'campaigns' | 'webhook') => {
        const missing = missingWhatsappSettings(whatsapp, name);
        return { configured: missing.length === 0, missing };
      };
      return { send: feature('send'), campaigns: feature('campaigns'), webhook: feature('webhook') };
    },
  });

  app.route({
    ...endpointRoute('POST /api/whatsapp/send'),
    preValidation: app.requireStaff,
    config: { rateLimit: app.rateLimits.staff },
    handler: async (request, reply) => {
      if (missingWhatsappSettings(whatsapp, 'send').length > 0) return reply.code(501).send({ success: false, error: whatsappNotConfigured });
      const { messageId, result } = await sender.sendText({ to: request.body.to, body: request.body.message, sentBy: request.user?.id ?? null });
      if (result.ok) return { success: true, messageId, wamid: result.wamid };
      return reply.code(502).send({ success: false, error: result.reason, messageId });
    },
  });
};
