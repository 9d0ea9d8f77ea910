import { z } from 'zod';
import { campaignResultSchema, campaignSummarySchema } from '../campaigns';
import { errorResponseSchema } from '../errors';
import { serviceRequestRecordSchema } from '../forms/service-request';
import { tutoringInquiryRecordSchema } from '../forms/tutoring-inquiry';
import { contactChangeParamsSchema, inquiryContactedSchema, leadDetailSchema, leadsQuerySchema, serviceRequestStatusSchema } from '../leads-inbox';
import { campaignSchema, idParamsSchema, leadSchema, leadStatusUpdateSchema, marketingStatsSchema, pageOf, pageQuerySchema } from '../marketing';
import { leadReplySchema, whatsappSendResultSchema } from '../whatsapp';
import { defineEndpoints } from '../endpoint';
import { staffOnlyRefusals } from './staff-only';

/** A change staff make: the staff rate limit answers 429 past it. */
const limited = { 429: errorResponseSchema } as const;

/** The staff dashboard: lead counts, the leads inbox with each lead's forms and conversation, and campaigns. */
export const staffEndpoints = defineEndpoints({
  'GET /api/marketing/stats': {
    tags: ['staff'],
    summary: 'Lead counts by status and exam type',
    responses: { 200: marketingStatsSchema, ...staffOnlyRefusals },
  },
  'GET /api/marketing/leads': {
    tags: ['staff'],
    summary: 'Leads, newest first; q searches name, email and phone; status and examType filter',
    query: leadsQuerySchema,
    responses: { 200: pageOf(leadSchema), 400: errorResponseSchema, ...staffOnlyRefusals },
  },
  'GET /api/marketing/leads/:id': {
    tags: ['staff'],
    summary: 'A lead with every form it sent and its WhatsApp conversation',
    params: idParamsSchema,
    responses: { 200: leadDetailSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...staffOnlyRefusals },
  },
  'POST /api/marketing/leads/:id/messages': {
    tags: ['staff'],
    summary: 'Reply to a lead in free text (only inside the 24-hour window after their last message: 409 otherwise)',
    params: idParamsSchema,
    body: leadReplySchema,
    responses: {
      200: whatsappSendResultSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
      409: whatsappSendResultSchema,
      501: whatsappSendResultSchema,
      502: whatsappSendResultSchema,
      ...staffOnlyRefusals,
      ...limited,
    },
  },
  'PATCH /api/marketing/tutoring-inquiries/:id': {
    tags: ['staff'],
    summary: 'Mark an inquiry contacted (or not)',
    params: idParamsSchema,
    body: inquiryContactedSchema,
    responses: { 204: z.void(), 400: errorResponseSchema, 404: errorResponseSchema, ...staffOnlyRefusals, ...limited },
  },
  'PATCH /api/marketing/service-requests/:id': {
    tags: ['staff'],
    summary: 'Mark a service request contacted (or pending)',
    params: idParamsSchema,
    body: serviceRequestStatusSchema,
    responses: { 204: z.void(), 400: errorResponseSchema, 404: errorResponseSchema, ...staffOnlyRefusals, ...limited },
  },
  'PATCH /api/marketing/leads/:id': {
    tags: ['staff'],
    summary: "Change a lead's status",
    params: idParamsSchema,
    body: leadStatusUpdateSchema,
    responses: { 200: leadSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...staffOnlyRefusals, ...limited },
  },
  'POST /api/marketing/leads/:id/contact-changes/:changeId/accept': {
    tags: ['staff'],
    summary: "Take a number a form proposed for this lead: it becomes the lead's phone and WhatsApp number",
    params: contactChangeParamsSchema,
    responses: { 200: leadSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...staffOnlyRefusals, ...limited },
  },
  'POST /api/marketing/leads/:id/contact-changes/:changeId/dismiss': {
    tags: ['staff'],
    summary: 'Turn down a number a form proposed for this lead: the lead stays as it is',
    params: contactChangeParamsSchema,
    responses: { 200: leadSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...staffOnlyRefusals, ...limited },
  },
  'GET /api/marketing/tutoring-inquiries': {
    tags: ['staff'],
    summary: 'Tutoring inquiries and contact messages, newest first',
    query: pageQuerySchema,
    responses: { 200: pageOf(tutoringInquiryRecordSchema), 400: errorResponseSchema, ...staffOnlyRefusals },
  },
  'GET /api/marketing/service-requests': {
    tags: ['staff'],
    summary: 'Service requests, newest first',
    query: pageQuerySchema,
    responses: { 200: pageOf(serviceRequestRecordSchema), 400: errorResponseSchema, ...staffOnlyRefusals },
  },
  'POST /api/marketing/campaign': {
    tags: ['staff'],
    summary: 'Queue a campaign for its audience (leads with a number who agreed and did not opt out); 501 when not configured',
    body: campaignSchema,
    responses: { 201: campaignResultSchema, 400: errorResponseSchema, 422: campaignResultSchema, 501: campaignResultSchema, ...staffOnlyRefusals, ...limited },
  },
  'GET /api/marketing/campaigns': {
    tags: ['staff'],
    summary: 'Campaigns, newest first, with their recipients counted by status',
    query: pageQuerySchema,
    responses: { 200: pageOf(campaignSummarySchema), 400: errorResponseSchema, ...staffOnlyRefusals },
  },
});
