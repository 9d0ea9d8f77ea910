import { z } from 'zod';
import { emailField, requiredText } from '../fields';

/**
 * The tutoring inquiry (home page, /tutoring) and the contact form (/contact): same four fields and
 * messages, same endpoint POST /api/tutoring-inquiries.
 */
export const tutoringInquirySchema = z.object({
  name: requiredText('Name must be at least 2 characters', 2, 100, 'Name must be at most 100 characters'),
  email: emailField(),
  subject: requiredText('Please select a subject', 1, 200, 'Subject must be at most 200 characters'),
  message: requiredText('Message must be at least 10 characters', 10, 5000, 'Message must be at most 5000 characters'),
});
export type TutoringInquiry = z.infer<typeof tutoringInquirySchema>;

/** Which form sent an inquiry, so staff can tell tutoring inquiries from contact messages. */
export const inquirySources = ['tutoring', 'contact'] as const;
export type InquirySource = (typeof inquirySources)[number];

/** What POST /api/tutoring-inquiries accepts: the form's fields, and the form it came from (tutoring by default). */
export const tutoringInquiryRequestSchema = tutoringInquirySchema.extend({
  source: z.enum(inquirySources, { error: 'Source must be tutoring or contact' }).default('tutoring'),
});
export type TutoringInquiryRequest = z.input<typeof tutoringInquiryRequestSchema>;

/** The contact form is the same form with another subject list. */
export const contactMessageSchema = tutoringInquirySchema;
export type ContactMessage = TutoringInquiry;

export const emptyTutoringInquiry: TutoringInquiry = { name: '', email: '', subject: '', message: '' };

/** A stored inquiry as staff see it. */
export const tutoringInquiryRecordSchema = tutoringInquirySchema.extend({
  id: z.number().int(),
  source: z.enum(inquirySources),
  contacted: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TutoringInquiryRecord = z.infer<typeof tutoringInquiryRecordSchema>;
