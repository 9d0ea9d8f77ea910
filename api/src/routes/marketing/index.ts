import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  campaignResultSchema,
  campaignSchema,
  campaignSummarySchema,
  contactChangeParamsSchema,
  errorResponseSchema,
  nobodyToReachMessage,
  idParamsSchema,
  inquiryContactedSchema,
  leadDetailSchema,
  leadReplySchema,
  leadsQuerySchema,
  serviceRequestStatusSchema,
  whatsappSendResultSchema,
  whatsappWindowClosedMessage,
  leadSchema,
  leadStatusUpdateSchema,
  marketingStatsSchema,
  pageOf,
  pageQuerySchema,
  serviceRequestRecordSchema,
  tutoringInquiryRecordSchema,
  whatsappNotConfigured,
} from '@nurseprep/contracts';
import { missingWhatsappSettings, type WhatsappConfig } from '../../config';
import { HttpError } from '../../lib/http-error';
import { createWhatsappSender } from '../../services/whatsapp/whatsapp-sender';

const MAX_ID = 2_147_483_647;
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The staff dashboard's data; every route answers 401 to visitors and 403 to students. */
export const marketingRoutes: FastifyPluginAsyncZod<{ whatsapp: WhatsappConfig }> = async (app, { whatsapp }) => {
  // Before validation, so visitors and students learn nothing about the payloads.
  app.addHook('preValidation', app.requireStaff);

  const sender = app.campaignSender;

  app.get(
    '/api/marketing/stats',
    { schema: { tags: ['staff'], summary: 'Lead counts by status and exam type', response: { 200: marketingStatsSchema, ...denied } } },
    async () => app.repositories.leads.stats(),
  );

  app.get(
    '/api/marketing/leads',
    {
      schema: {
        tags: ['staff'],
        summary: 'Leads, newest first; q searches name, email and phone; status and examType filter',
        querystring: leadsQuerySchema,
        response: { 200: pageOf(leadSchema), 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => app.repositories.leads.list(request.query),
  );

  app.get(
    '/api/marketing/leads/:id',
    {
      schema: {
        tags: ['staff'],
        summary: 'A lead with every form it sent and its WhatsApp conversation',
        params: idParamsSchema,
        response: { 200: leadDetailSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      const detail = request.params.id <= MAX_ID ? await app.repositories.leads.detail(request.params.id) : null;
      if (!detail) throw new HttpError(404, 'Lead not found');
      return detail;
    },
  );

  const replies = createWhatsappSender(whatsapp, app.repositories);
  app.post(
    '/api/marketing/leads/:id/messages',
    {
      config: { rateLimit: app.rateLimits.staff },
      schema: {
        tags: ['staff'],
        summary: "Reply to a lead in free text (only inside the 24-hour window after their last message: 409 otherwise)",
        params: idParamsSchema,
        body: leadReplySchema,
        response: { 200: whatsappSendResultSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: whatsappSendResultSchema, 501: whatsappSendResultSchema, 502: whatsappSendResultSchema, ...denied },
      },
    },
    async (request, reply) => {
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
  );

  app.patch(
    '/api/marketing/tutoring-inquiries/:id',
    {
      config: { rateLimit: app.rateLimits.staff },
      schema: { tags: ['staff'], summary: 'Mark an inquiry contacted (or not)', params: idParamsSchema, body: inquiryContactedSchema, response: { 204: z.null(), 400: errorResponseSchema, 404: errorResponseSchema, ...denied } },
    },
    async (request, reply) => {
      const found = request.params.id <= MAX_ID && (await app.repositories.leads.setInquiryContacted(request.params.id, request.body.contacted));
      if (!found) throw new HttpError(404, 'Inquiry not found');
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/marketing/service-requests/:id',
    {
      config: { rateLimit: app.rateLimits.staff },
      schema: { tags: ['staff'], summary: 'Mark a service request contacted (or pending)', params: idParamsSchema, body: serviceRequestStatusSchema, response: { 204: z.null(), 400: errorResponseSchema, 404: errorResponseSchema, ...denied } },
    },
    async (request, reply) => {
      const found = request.params.id <= MAX_ID && (await app.repositories.leads.setServiceRequestStatus(request.params.id, request.body.status));
      if (!found) throw new HttpError(404, 'Service request not found');
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/marketing/leads/:id',
    {
      config: { rateLimit: app.rateLimits.staff },
      schema: {
        tags: ['staff'],
        summary: "Change a lead's status",
        params: idParamsSchema,
        body: leadStatusUpdateSchema,
        response: { 200: leadSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...denied },
      },
    },
    async (request) => {
      // Ids are PostgreSQL integers: a larger number names no lead (and would be a range error in SQL).
      const lead = request.params.id <= MAX_ID ? await app.repositories.leads.setStatus(request.params.id, request.body.status) : null;
      if (!lead) throw new HttpError(404, 'Lead not found');
      return lead;
    },
  );

  // A number a form proposed for an existing lead: staff take it (it becomes the lead's) or turn it down.
  for (const [action, summary] of [
    ['accept', "Take a number a form proposed for this lead: it becomes the lead's phone and WhatsApp number"],
    ['dismiss', 'Turn down a number a form proposed for this lead: the lead stays as it is'],
  ] as const) {
    app.post(
      `/api/marketing/leads/:id/contact-changes/:changeId/${action}`,
      {
        config: { rateLimit: app.rateLimits.staff },
        schema: {
          tags: ['staff'],
          summary,
          params: contactChangeParamsSchema,
          response: { 200: leadSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...denied },
        },
      },
      async (request) => {
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
    );
  }

  app.get(
    '/api/marketing/tutoring-inquiries',
    {
      schema: {
        tags: ['staff'],
        summary: 'Tutoring inquiries and contact messages, newest first',
        querystring: pageQuerySchema,
        response: { 200: pageOf(tutoringInquiryRecordSchema), 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => app.repositories.tutoringInquiries.list(request.query),
  );

  app.get(
    '/api/marketing/service-requests',
    {
      schema: {
        tags: ['staff'],
        summary: 'Service requests, newest first',
        querystring: pageQuerySchema,
        response: { 200: pageOf(serviceRequestRecordSchema), 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => app.repositories.serviceRequests.list(request.query),
  );

  app.post(
    '/api/marketing/campaign',
    {
      config: { rateLimit: app.rateLimits.staff },
      schema: {
        tags: ['staff'],
        summary: 'Queue a campaign for its audience (leads with a number who agreed and did not opt out); 501 when not configured',
        body: campaignSchema,
        response: { 201: campaignResultSchema, 400: errorResponseSchema, 422: campaignResultSchema, 501: campaignResultSchema, ...denied },
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/api/marketing/campaigns',
    {
      schema: {
        tags: ['staff'],
        summary: 'Campaigns, newest first, with their recipients counted by status',
        querystring: pageQuerySchema,
        response: { 200: pageOf(campaignSummarySchema), 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => app.repositories.campaigns.list(request.query),
  );
};
