import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, whatsappConsentConfirmedSchema, whatsappConsentConfirmRequestSchema, whatsappConsentFailedMessage } from '@nurseprep/contracts';
import { HttpError } from '../../lib/http-error';

/** The link of the WhatsApp consent email: only the owner of a lead's address agrees to updates for it. */
export const whatsappConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/whatsapp-consent/confirm',
    {
      config: { rateLimit: app.rateLimits.forms },
      schema: {
        tags: ['forms'],
        summary: "Agree to WhatsApp updates with the consent email's token: the lead gets consent, loses an opt-out and takes the number the email named",
        body: whatsappConsentConfirmRequestSchema,
        response: { 200: whatsappConsentConfirmedSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const confirmed = await app.repositories.leadContacts.confirmWhatsappConsent(request.body.token);
      if (!confirmed) throw new HttpError(400, whatsappConsentFailedMessage);
      return confirmed;
    },
  );
};
