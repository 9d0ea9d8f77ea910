import { errorResponseSchema } from '../errors';
import { createdSchema, serviceRequestSchema } from '../forms/service-request';
import { tutoringInquiryRequestSchema } from '../forms/tutoring-inquiry';
import { whatsappConsentConfirmedSchema, whatsappConsentConfirmRequestSchema } from '../whatsapp-consent';
import { defineEndpoints } from '../endpoint';

/**
 * The refusals every public form's endpoint answers with, in the one error shape: 400 for values the schema
 * refuses (each field's messages), 403 for a post from another site (the origin check), 413 for a body over the
 * size limit, 415 for a body that is not JSON, 429 past the forms' rate limit (with Retry-After).
 */
const formRefusals = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  429: errorResponseSchema,
} as const;

/** The site's public forms that make or refresh a lead, and the WhatsApp consent email's confirmation. */
export const leadFormEndpoints = defineEndpoints({
  'POST /api/service-requests': {
    tags: ['forms'],
    summary:
      'Request a custom service; makes or refreshes a lead and mails the person a confirmation (and a WhatsApp consent link when an existing lead must confirm the tick)',
    body: serviceRequestSchema,
    responses: { 201: createdSchema, ...formRefusals },
  },
  'POST /api/tutoring-inquiries': {
    tags: ['forms'],
    summary:
      'Send a tutoring inquiry or a contact message (source: tutoring or contact); makes or refreshes a lead and mails the person a confirmation',
    body: tutoringInquiryRequestSchema,
    responses: { 201: createdSchema, ...formRefusals },
  },
  'POST /api/whatsapp-consent/confirm': {
    tags: ['forms'],
    summary: "Agree to WhatsApp updates with the consent email's token: the lead gets consent, loses an opt-out and takes the number the email named",
    body: whatsappConsentConfirmRequestSchema,
    responses: { 200: whatsappConsentConfirmedSchema, ...formRefusals },
  },
});
