import { z } from 'zod';
import { serviceRequestRecordSchema } from './forms/service-request';
import { tutoringInquiryRecordSchema } from './forms/tutoring-inquiry';
import { idParamsSchema, leadSchema, leadStatuses, pageQuerySchema } from './marketing';
import { examTypeCodes } from './options';
import { conversationMessageSchema } from './whatsapp';

/** GET /api/marketing/leads: pages, a search over name, email and phone, and status and exam type filters. */
export const leadsQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  status: z.enum(leadStatuses, { error: 'Please select a lead status' }).optional(),
  examType: z.enum(examTypeCodes, { error: 'Please select an exam type' }).optional(),
});
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

/** The forms a lead's details can come from. */
export const leadFormSources = ['tutoring-inquiry', 'contact-form', 'service-request'] as const;
export type LeadFormSource = (typeof leadFormSources)[number];

/**
 * A form named an existing lead's email with another phone number. The lead keeps its number until staff
 * accept the new one (or the person confirms it from the WhatsApp consent email).
 */
export const leadContactChangeSchema = z.object({
  id: z.number().int(),
  /** The name the form was sent with (the lead's own name is never changed by a form). */
  name: z.string(),
  /** The phone as typed on the form. */
  phone: z.string(),
  whatsappNumber: z.string(),
  source: z.enum(leadFormSources),
  createdAt: z.iso.datetime(),
});
export type LeadContactChange = z.infer<typeof leadContactChangeSchema>;

/** GET /api/marketing/leads/:id: the lead, every form it sent, its WhatsApp conversation and the numbers waiting for staff. */
export const leadDetailSchema = z.object({
  lead: leadSchema,
  tutoringInquiries: z.array(tutoringInquiryRecordSchema),
  serviceRequests: z.array(serviceRequestRecordSchema),
  messages: z.array(conversationMessageSchema),
  /** Pending number changes, oldest first. */
  pendingContactChanges: z.array(leadContactChangeSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** POST /api/marketing/leads/:id/contact-changes/:changeId/accept (or /dismiss) */
export const contactChangeParamsSchema = idParamsSchema.extend({
  changeId: z.coerce.number({ error: 'The change id must be a whole number' }).int('The change id must be a whole number').min(1, 'The change id must be a whole number'),
});

/** PATCH /api/marketing/tutoring-inquiries/:id */
export const inquiryContactedSchema = z.object({ contacted: z.boolean({ error: 'contacted must be true or false' }) });
/** PATCH /api/marketing/service-requests/:id */
export const serviceRequestStatusSchema = z.object({ status: z.enum(['pending', 'contacted'], { error: 'Status must be pending or contacted' }) });
