import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nobodyToReachMessage, whatsappNotConfigured, whatsappWindowClosedMessage } from '@nurseprep/contracts';
import { missingWhatsappSettings, type WhatsappConfig } from '../config';
import { endpointRoute } from '../lib/endpoint-route';
import { HttpError } from '../lib/http-error';
import { createWhatsappSender } from '../whatsapp/whatsapp-sender';

const MAX_ID = 2_147_483_647;

/** The staff dashboard's data; every route answers 401 to visitors and 403 to students. */
export const marketingRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsappConfig }> = async (app, { whatsapp }) => {
  // Before validation, so visitors and students learn nothing about the payloads.
  app.addHook('preValidation', app.requireStaff);

  const sender = app.campaignSender;

  app.route({
    ...endpointRoute('GET /api/marketing/stats'),
    handler: async () => app.repositories.leads.stats(),
  });

  app.route({
    ...endpointRoute('GET /api/marketing/leads'),
    handler: async (request) => app.repositories.leads.list(request.query),
  });

  app.route({
    ...endpointRoute('GET /api/marketing/leads/:id'),
    handler: async (request) => {
      const detail = request.params.id <= MAX_ID ? await app.repositories.leads.detail(request.params.id) : null;
      if (!detail) throw new HttpError(404, 'Lead not found');
      return detail;
    },
  });

  const replies = createWhatsappSender(whatsapp, app.repositories);
  app.route({
    ...endpointRoute('POST /api/marketing/leads/:id/messages'),
    config: { rateLimit: app.rateLimits.staff },
    handler: async (request, reply) => {
      if (missingWhatsappSettings(whatsapp, 'send').length > 0) return reply.code(501).send({ success: false, error: whatsappNotConfigured });
      const lead = request.params.id <= MAX_ID ? await app.repositories.leads.byId(request.params.id) : null;
      if (!lead) throw new HttpError(404, 'Lead not found');
      if (!lead.whatsappNumber) return reply.code(409).send({ success: false, error: 'This lead has no phone number.' });
      if (!lead.whatsappWindowClosesAt || Date.parse(lead.whatsappWindowClosesAt) <= Date.now()) {
        return reply.code(409).send({ success: false, error: whatsappWindowClosedMessage });
      }
      const { messageId, result } = await replies.sendText({ to: lead.whatsappNumber, body: request.body.message, sentBy: request.user?.id ?? null, leadId: lead.id });
      if (result.ok) return { success: true, messageId, wamid: result.wamid };
      return reply.code(502).send({ success: false, error: result.reason, messageId });
    },
  });

  app.route({
    ...endpointRoute('PATCH /api/marketing/tutoring-inquiries/:id'),
    config: { rateLimit: app.rateLimits.staff },
    handler: async (request, reply) => {
      const found = request.params.id <= MAX_ID && (await app.repositories.leads.setInquiryContacted(request.params.id, request.body.contacted));
      if (!found) throw new HttpError(404, 'Inquiry not found');
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpointRoute('PATCH /api/marketing/service-requests/:id'),
    config: { rateLimit: app.rateLimits.staff },
    handler: async (request, reply) => {
      const found = request.params.id <= MAX_ID && (await app.repositories.leads.setServiceRequestStatus(request.params.id, request.body.status));
      if (!found) throw new HttpError(404, 'Service request not found');
      return reply.code(204).send();
    },
  });

  app.route({
    ...endpointRoute('PATCH /api/marketing/leads/:id'),
    config: { rateLimit: app.rateLimits.staff },
    handler: async (request) => {
      // Ids are PostgreSQL integers: a larger number names no lead (and would be a range error in SQL).
      const lead = request.params.id <= MAX_ID ? await app.repositories.leads.setStatus(request.params.id, request.body.status) : null;
      if (!lead) throw new HttpError(404, 'Lead not found');
      return lead;
    },
  });

  // A number a form proposed for an existing lead: staff take it (it becomes the lead's) or turn it down.
  for (const [action, name] of [
    ['accept', 'POST /api/marketing/leads/:id/contact-changes/:changeId/accept'],
    ['dismiss', 'POST /api/marketing/leads/:id/contact-changes/:changeId/dismiss'],
  ] as const) {
    app.route({
      ...endpointRoute(name),
      config: { rateLimit: app.rateLimits.staff },
      handler: async (request) => {
        const { id, changeId } = request.params;
        if (id > MAX_ID || changeId > MAX_ID) throw new HttpError(404, 'Contact change not found');
        const staffId = request.user?.id ?? null;
        const result =
          action === 'accept'
            ? await app.repositories.leadContacts.acceptChange(id, changeId, staffId)
            : await app.repositories.leadContacts.dismissChange(id, changeId, staffId);
        if (result.outcome === 'not-found') throw new HttpError(404, 'Contact change not found');
        if (result.outcome === 'already-resolved') throw new HttpError(409, 'This number was already accepted or dismissed');
        return result.lead;
      },
    });
  }

  app.route({
    ...endpointRoute('GET /api/marketing/tutoring-inquiries'),
    handler: async (request) => app.repositories.tutoringInquiries.list(request.query),
  });

  app.route({
    ...endpointRoute('GET /api/marketing/service-requests'),
    handler: async (request) => app.repositories.serviceRequests.list(request.query),
  });

  app.route({
    ...endpointRoute('POST /api/marketing/campaign'),
    config: { rateLimit: app.rateLimits.staff },
    handler: async (request, reply) => {
      if (!sender || !whatsapp.campaignTemplate) return reply.code(501).send({ success: false, error: whatsappNotConfigured });
      const { campaignId, queued, skipped } = await app.repositories.campaigns.create({
        clientId: request.body.id === undefined ? null : String(request.body.id),
        name: request.body.name,
        message: request.body.message,
        targetAudience: request.body.targetAudience,
        templateName: whatsapp.campaignTemplate,
        templateLanguage: whatsapp.templateLanguage,
        createdBy: request.user?.id ?? null,
      });
      if (campaignId === null) return reply.code(422).send({ success: false, error: nobodyToReachMessage(skipped), queued, skipped });
      sender.wake();
      return reply.code(201).send({ success: true, campaignId, queued, skipped });
    },
  });

  app.route({
    ...endpointRoute('GET /api/marketing/campaigns'),
    handler: async (request) => app.repositories.campaigns.list(request.query),
  });
};
