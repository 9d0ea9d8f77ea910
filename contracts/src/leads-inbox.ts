import { z } from 'zod';
import { serviceRequestRecordSchema } from './forms/service-request';
import { tutoringInquiryRecordSchema } from './forms/tutoring-inquiry';
import { leadSchema, leadStatuses, pageQuerySchema } from './marketing';
import { examTypeCodes } from './options';
import { conversationMessageSchema } from './whatsapp';

/** GET /api/marketing/leads: pages, a search over name, email and phone, and status and exam type filters. */
export const leadsQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  status: z.enum(leadStatuses, { error: 'Please select a lead status' }).optional(),
  examType: z.enum(examTypeCodes, { error: 'Please select an exam type' }).optional(),
});
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

/** GET /api/marketing/leads/:id: the lead, every form it sent, and its WhatsApp conversation. */
export const leadDetailSchema = z.object({
  lead: leadSchema,
  tutoringInquiries: z.array(tutoringInquiryRecordSchema),
  serviceRequests: z.array(serviceRequestRecordSchema),
  messages: z.array(conversationMessageSchema),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

/** PATCH /api/marketing/tutoring-inquiries/:id */
export const inquiryContactedSchema = z.object({ contacted: z.boolean({ error: 'contacted must be true or false' }) });
/** PATCH /api/marketing/service-requests/:id */
export const serviceRequestStatusSchema = z.object({ status: z.enum(['pending', 'contacted'], { error: 'Status must be pending or contacted' }) });
