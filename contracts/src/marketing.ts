import { z } from 'zod';
import { boundedText } from './fields';
import { campaignAudiences, examTypeCodes } from './options';

export const leadStatuses = ['new', 'contacted', 'interested', 'enrolled', 'converted'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null for a lead made by a WhatsApp message from an unknown number. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The phone's digits with the country code, as WhatsApp addresses the person. */
  whatsappNumber: z.string().nullable(),
  examType: z.enum(examTypeCodes).nullable(),
  status: z.enum(leadStatuses),
  source: z.string(),
  /**
   * Agreed to WhatsApp updates: the tick on the form that made the lead, the link of the consent email (for a
   * lead that already existed), or START written on WhatsApp.
   */
  whatsappConsent: z.boolean(),
  /** When they wrote STOP or unsubscribe (no campaign reaches them since). */
  whatsappOptedOutAt: z.iso.datetime().nullable(),
  /** Free text reaches them until then (24 hours after their last message); null or past: a template is needed. */
  whatsappWindowClosesAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Lead = z.infer<typeof leadSchema>;

/** PATCH /api/marketing/leads/:id */
export const leadStatusUpdateSchema = z.object({
  status: z.enum(leadStatuses, { error: 'Please select a lead status' }),
});
export type LeadStatusUpdate = z.infer<typeof leadStatusUpdateSchema>;

export const idParamsSchema = z.object({
  id: z.coerce.number({ error: 'The id must be a whole number' }).int('The id must be a whole number').min(1, 'The id must be a whole number'),
});

/** GET /api/marketing/stats: counts of stored leads by status (zeros included) and by exam type. */
export const marketingStatsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  contacted: z.number().int(),
  interested: z.number().int(),
  enrolled: z.number().int(),
  converted: z.number().int(),
  examTypes: z.record(z.string(), z.number().int()),
});
export type MarketingStats = z.infer<typeof marketingStatsSchema>;

/** ?page=1&pageSize=20 on the staff lists (newest first). */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(1_000_000, 'Page must be at most 1000000')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(100, 'Page size must be at most 100')
    .default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/whatsapp/send (manual message on the dashboard). The phone format is a hint only. */
export const whatsappMessageSchema = z.object({
  to: boundedText('Please enter both phone number and message', 20, 'Phone number must be at most 20 characters'),
  message: boundedText('Please enter both phone number and message', 4096, 'Message must be at most 4096 characters'),
  type: z.literal('text').default('text'),
});
export type WhatsappMessage = z.infer<typeof whatsappMessageSchema>;

export const campaignStatuses = ['draft'] as const;

/** POST /api/marketing/campaign. The id is made on the client from the current time. */
export const campaignSchema = z.object({
  id: z.union([boundedText('Invalid campaign id', 64, 'Campaign id must be at most 64 characters'), z.number().int()]).optional(),
  name: boundedText('Please enter campaign name and message', 200, 'Campaign name must be at most 200 characters'),
  message: boundedText('Please enter campaign name and message', 4096, 'Campaign message must be at most 4096 characters'),
  targetAudience: z.enum(campaignAudiences, { error: 'Please select a target audience' }).default('all'),
  status: z.enum(campaignStatuses).default('draft'),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const whatsappNotConfigured = 'WhatsApp sending is not configured yet';
