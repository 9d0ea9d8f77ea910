import { z } from 'zod';
import { boundedText } from './fields';

/** Where an outbound message got to (Graph's statuses, never going backwards), or 'received' for inbound. */
export const whatsappMessageStatuses = ['accepted', 'sent', 'delivered', 'read', 'failed', 'received'] as const;
export type WhatsappMessageStatus = (typeof whatsappMessageStatuses)[number];

/** One message of a lead's WhatsApp conversation. */
export const conversationMessageSchema = z.object({
  id: z.number().int(),
  direction: z.enum(['outbound', 'inbound']),
  body: z.string(),
  type: z.enum(['text', 'template']),
  status: z.enum(whatsappMessageStatuses),
  error: z.string().nullable(),
  campaignId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** GET /api/whatsapp/status: which WhatsApp features are configured, and the variables each still needs. */
const featureStatusSchema = z.object({ configured: z.boolean(), missing: z.array(z.string()) });
export const whatsappStatusSchema = z.object({
  send: featureStatusSchema,
  campaigns: featureStatusSchema,
  webhook: featureStatusSchema,
});
export type WhatsappStatus = z.infer<typeof whatsappStatusSchema>;

/** POST /api/whatsapp/send answers: success with the stored message, or success false with a sentence for staff. */
export const whatsappSendResultSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  /** The stored message (also when Graph refused it: it is kept with the reason). */
  messageId: z.number().int().optional(),
  wamid: z.string().optional(),
});
export type WhatsappSendResult = z.infer<typeof whatsappSendResultSchema>;

/** POST /api/marketing/leads/:id/messages: a reply from the lead's page (free text, inside the 24-hour window). */
export const leadReplySchema = z.object({
  message: boundedText('Please enter a message', 4096, 'Message must be at most 4096 characters'),
});
export type LeadReply = z.infer<typeof leadReplySchema>;

export const whatsappWindowClosedMessage =
  'This person has not written to us in the last 24 hours, so free text cannot reach them: only an approved template can (send a campaign).';
