import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { whatsappConsentFailedMessage } from '@nurseprep/contracts';
import { endpointRoute } from '../lib/endpoint-route';
import { HttpError } from '../lib/http-error';

/** The link of the WhatsApp consent email: only the owner of a lead's address agrees to updates for it. */
export const whatsappConsentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute('POST /api/whatsapp-consent/confirm'),
    config: { rateLimit: app.rateLimits.forms },
    handler: async (request) => {
      const confirmed = await app.repositories.leadContacts.confirmWhatsappConsent(request.body.token);
      if (!confirmed) throw new HttpError(400, whatsappConsentFailedMessage);
      return confirmed;
    },
  });
};
