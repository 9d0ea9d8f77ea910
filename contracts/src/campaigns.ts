import { z } from 'zod';
import { campaignAudiences } from './options';

export const campaignStates = ['draft', 'sending', 'sent', 'failed'] as const;
export type CampaignState = (typeof campaignStates)[number];

export const recipientStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];

/** Leads of the audience a campaign left out, by reason. */
export const campaignSkipsSchema = z.object({
  noPhone: z.number().int(),
  noConsent: z.number().int(),
  optedOut: z.number().int(),
});
export type CampaignSkips = z.infer<typeof campaignSkipsSchema>;

/** POST /api/marketing/campaign answers: how many were queued, how many skipped and why. */
export const campaignResultSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  campaignId: z.number().int().optional(),
  queued: z.number().int().optional(),
  skipped: campaignSkipsSchema.optional(),
});
export type CampaignResult = z.infer<typeof campaignResultSchema>;

/** GET /api/marketing/campaigns: each campaign with its recipients counted by status. */
export const campaignSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  targetAudience: z.enum(campaignAudiences),
  status: z.enum(campaignStates),
  recipients: z.object({ queued: z.number().int(), sending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  skipped: campaignSkipsSchema,
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** Which lead statuses each target audience reaches ('all': every status). */
export const audienceLeadStatuses = {
  all: null,
  new_leads: ['new'],
  engaged: ['contacted', 'interested'],
  students: ['enrolled', 'converted'],
} as const satisfies Record<(typeof campaignAudiences)[number], readonly string[] | null>;

/** Why a campaign reached nobody (the server's answer to staff). */
export function nobodyToReachMessage(skipped: CampaignSkips): string {
  return `No lead in this audience can receive WhatsApp campaigns: ${skipped.noPhone} without a phone number, ${skipped.noConsent} without WhatsApp consent, ${skipped.optedOut} opted out.`;
}
