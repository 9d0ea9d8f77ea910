import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  campaignSchema,
  errorResponseSchema,
  idParamsSchema,
  leadSchema,
  leadStatusUpdateSchema,
  marketingStatsSchema,
  pageOf,
  pageQuerySchema,
  sendResultSchema,
  serviceRequestRecordSchema,
  tutoringInquiryRecordSchema,
  whatsappNotConfigured,
} from '@nurseprep/contracts';
import { HttpError } from '../../lib/http-error';

const MAX_ID = 2_147_483_647;
const denied = { 401: errorResponseSchema, 403: errorResponseSchema };

/** The staff dashboard's data; every route answers 401 to visitors and 403 to students. */
export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so visitors and students learn nothing about the payloads.
  app.addHook('preValidation', app.requireStaff);

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
        summary: 'Leads, newest first',
        querystring: pageQuerySchema,
        response: { 200: pageOf(leadSchema), 400: errorResponseSchema, ...denied },
      },
    },
    async (request) => app.repositories.leads.list(request.query),
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
        summary: 'Send a campaign to a target audience (not configured yet: 501)',
        body: campaignSchema,
        response: { 400: errorResponseSchema, 501: sendResultSchema, ...denied },
      },
    },
    async (_request, reply) => reply.code(501).send({ success: false, error: whatsappNotConfigured }),
  );
};
