import { errorResponseSchema } from '../errors';
import { whatsappMessageSchema } from '../marketing';
import { whatsappSendResultSchema, whatsappStatusSchema } from '../whatsapp';
import { defineEndpoints } from '../endpoint';

/** Staff only: 401 to visitors and 403 to students, before the request is looked at. */
const denied = { 401: errorResponseSchema, 403: errorResponseSchema } as const;

/** Manual WhatsApp messages from the staff dashboard, and which WhatsApp settings the server still needs. */
export const whatsappEndpoints = defineEndpoints({
  'GET /api/whatsapp/status': {
    tags: ['staff'],
    summary: 'Which WhatsApp features are configured, and the settings each still needs',
    responses: { 200: whatsappStatusSchema, ...denied },
  },
  'POST /api/whatsapp/send': {
    tags: ['staff'],
    summary: 'Send one WhatsApp text message (stored with its wamid; 502 with a sentence when WhatsApp refuses; 501 when not configured)',
    body: whatsappMessageSchema,
    responses: {
      200: whatsappSendResultSchema,
      400: errorResponseSchema,
      ...denied,
      // The staff rate limit.
      429: errorResponseSchema,
      501: whatsappSendResultSchema,
      502: whatsappSendResultSchema,
    },
  },
});
