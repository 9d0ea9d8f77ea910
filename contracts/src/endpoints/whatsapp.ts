import { errorResponseSchema } from '../errors';
import { whatsappMessageSchema } from '../marketing';
import { whatsappSendResultSchema, whatsappStatusSchema } from '../whatsapp';
import { defineEndpoints } from '../endpoint';
import { staffOnlyRefusals } from './staff-only';

/** Manual WhatsApp messages from the staff dashboard, and which WhatsApp settings the server still needs. */
export const whatsappEndpoints = defineEndpoints({
  'GET /api/whatsapp/status': {
    tags: ['staff'],
    summary: 'Which WhatsApp features are configured, and the settings each still needs',
    responses: { 200: whatsappStatusSchema, ...staffOnlyRefusals },
  },
  'POST /api/whatsapp/send': {
    tags: ['staff'],
    summary: 'Send one WhatsApp text message (stored with its wamid; 502 with a sentence when WhatsApp refuses; 501 when not configured)',
    body: whatsappMessageSchema,
    responses: {
      200: whatsappSendResultSchema,
      400: errorResponseSchema,
      ...staffOnlyRefusals,
      // The staff rate limit.
      429: errorResponseSchema,
      501: whatsappSendResultSchema,
      502: whatsappSendResultSchema,
    },
  },
});
