import { z } from 'zod';
import { emailField, requiredText } from '../fields';

/**
 * The tutoring inquiry (home page, /tutoring) and the contact form (/contact): same four fields and
 * messages (spec section 5), same endpoint POST /api/tutoring-inquiries.
 */
export const tutoringInquirySchema = z.object({
  name: requiredText('Name must be at least 2 characters', 2, 100, 'Name must be at most 100 characters'),
  email: emailField(),
  subject: requiredText('Please select a subject', 1, 200, 'Subject must be at most 200 characters'),
  message: requiredText('Message must be at least 10 characters', 10, 5000, 'Message must be at most 5000 characters'),
});
export type TutoringInquiry = z.infer<typeof tutoringInquirySchema>;

/** The contact form is the same form with another subject list. */
export const contactMessageSchema = tutoringInquirySchema;
export type ContactMessage = TutoringInquiry;

export const emptyTutoringInquiry: TutoringInquiry = { name: '', email: '', subject: '', message: '' };

/** A stored inquiry as staff see it. */
export const tutoringInquiryRecordSchema = tutoringInquirySchema.extend({
  id: z.number().int(),
  contacted: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TutoringInquiryRecord = z.infer<typeof tutoringInquiryRecordSchema>;
