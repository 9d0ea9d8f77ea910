import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  audienceLeadStatuses,
  type CampaignAudience,
  type CampaignSkips,
  type CampaignSummary,
  type Page,
  type PageQuery,
  type RecipientStatus,
} from '@nurseprep/contracts';
import type { Database } from '../db/client';
import { campaignRecipients, campaigns, leads, whatsappSendClock } from '../db/schema';
import { createWhatsappMessagesRepository, type OutboundMessage } from '../whatsapp/messages-repository';
import { rowsOf } from '../db/rows';

export interface NewCampaign {
  clientId: string | null;
  name: string;
  message: string;
  targetAudience: CampaignAudience;
  templateName: string;
  templateLanguage: string;
  createdBy: number | null;
}

export interface ClaimedRecipient {
  recipientId: number;
  campaignId: number;
  leadId: number;
  whatsappNumber: string;
}

/** A claim older than this was cut short by a crash: the message may or may not have left, so it is not resent. */
export const CLAIM_LEASE_SECONDS = 120;
export const interruptedSendMessage =
  'Sending was interrupted (the server stopped mid-send). It is not retried, so nobody can get it twice.';

/**
 * The lead's number wrote STOP: some lead with this number is opted out (STOP opts out every lead with the
 * number, and START, written from the phone, lifts it for all of them). Another lead made with the number by
 * a form, or whose own opt-out its email's owner lifted, does not make the phone reachable again.
 */
const numberOptedOut = sql`exists (select 1 from ${leads} stopped where stopped.whatsapp_number = ${leads.whatsappNumber} and stopped.whatsapp_opted_out_at is not null)`;

function audienceCondition(audience: CampaignAudience) {
  const statuses = audienceLeadStatuses[audience];
  return statuses ? inArray(leads.status, [...statuses]) : sql`true`;
}

export function createCampaignsRepository(db: Database) {
  const finishIfDone = (executor: Pick<Database, 'execute'>, campaignId: number) =>
    executor.execute(sql`
      update ${campaigns}
      set status = case when exists (select 1 from ${campaignRecipients} where campaign_id = ${campaignId} and status = 'sent') then 'sent' else 'failed' end,
          finished_at = now()
      where id = ${campaignId} and status = 'sending'
        and not exists (select 1 from ${campaignRecipients} where campaign_id = ${campaignId} and status in ('queued', 'sending'))`);

  return {
    /**
     * Stores the campaign (draft), queues one recipient per WhatsApp number among the audience's leads who
     * have a number, agreed, and whose number did not opt out, and moves it to sending; all in one transaction. With nobody
     * to reach nothing is stored and the skips say why.
     */
    async create(campaign: NewCampaign): Promise<{ campaignId: number | null; queued: number; skipped: CampaignSkips }> {
      return db.transaction(async (transaction) => {
        const audience = audienceCondition(campaign.targetAudience);
        const [tally] = await transaction
          .select({
            noPhone: sql<number>`count(*) filter (where ${leads.whatsappNumber} is null)`.mapWith(Number),
            optedOut: sql<number>`count(*) filter (where ${leads.whatsappNumber} is not null and ${numberOptedOut})`.mapWith(Number),
            noConsent: sql<number>`count(*) filter (where ${leads.whatsappNumber} is not null and not ${numberOptedOut} and not ${leads.whatsappConsent})`.mapWith(Number),
          })
          .from(leads)
          .where(audience);
        const skipped: CampaignSkips = { noPhone: tally?.noPhone ?? 0, noConsent: tally?.noConsent ?? 0, optedOut: tally?.optedOut ?? 0 };
        const [created] = await transaction
          .insert(campaigns)
          .values({ ...campaign, status: 'draft', skippedNoPhone: skipped.noPhone, skippedNoConsent: skipped.noConsent, skippedOptedOut: skipped.optedOut })
          .returning({ id: campaigns.id });
        if (!created) throw new Error('insert returned no row');
        // One row per number (two leads sharing a phone are one person), the most recently active lead's.
        const queued = await transaction.execute(sql`
          insert into ${campaignRecipients} (campaign_id, lead_id, whatsapp_number)
          select distinct on (${leads.whatsappNumber}) ${created.id}, ${leads.id}, ${leads.whatsappNumber}
          from ${leads}
          where ${audience} and ${leads.whatsappNumber} is not null and not ${numberOptedOut} and ${leads.whatsappConsent}
          order by ${leads.whatsappNumber}, ${leads.updatedAt} desc, ${leads.id} desc
          on conflict do nothing
          returning id`);
        const queuedCount = rowsOf(queued).length;
        if (queuedCount === 0) throw new NoRecipients(skipped);
        await transaction.update(campaigns).set({ status: 'sending' }).where(eq(campaigns.id, created.id));
        return { campaignId: created.id, queued: queuedCount, skipped };
      }).catch((error: unknown) => {
        if (error instanceof NoRecipients) return { campaignId: null, queued: 0, skipped: error.skipped };
        throw error;
      });
    },

    /** Whether any sending campaign has a recipient waiting (a cheap read before taking a send slot). */
    async hasQueued(): Promise<boolean> {
      const rows = await db.execute(sql`
        select exists (
          select 1 from ${campaignRecipients} recipient join ${campaigns} campaign on campaign.id = recipient.campaign_id
          where recipient.status = 'queued' and campaign.status = 'sending'
        ) as found`);
      return rowsOf<{ found: boolean }>(rows)[0]?.found === true;
    },

    /** Claims the oldest queued recipient of a sending campaign for `instance` (other instances skip it). */
    async claimNext(instance: string): Promise<ClaimedRecipient | null> {
      const rows = await db.execute(sql`
        update ${campaignRecipients}
        set status = 'sending', claimed_by = ${instance}, claimed_at = now(), updated_at = now()
        where id = (
          select recipient.id from ${campaignRecipients} recipient
          join ${campaigns} campaign on campaign.id = recipient.campaign_id
          where recipient.status = 'queued' and campaign.status = 'sending'
          order by recipient.id
          limit 1
          for update of recipient skip locked
        )
        returning id, campaign_id, lead_id, whatsapp_number`);
      const row = rowsOf<{ id: number; campaign_id: number; lead_id: number; whatsapp_number: string }>(rows)[0];
      return row ? { recipientId: row.id, campaignId: row.campaign_id, leadId: row.lead_id, whatsappNumber: row.whatsapp_number } : null;
    },

    /**
     * The moment this send may leave: each call takes the next slot, 1/rate seconds after the last, from one
     * row every instance shares, so the rate holds across instances.
     */
    async reserveSendSlot(ratePerSecond: number): Promise<Date> {
      const spacing = sql`(${1 / ratePerSecond}::double precision * interval '1 second')`;
      const [row] = await db
        .insert(whatsappSendClock)
        .values({ id: 1, nextSlotAt: sql`clock_timestamp() + ${spacing}` })
        .onConflictDoUpdate({ target: whatsappSendClock.id, set: { nextSlotAt: sql`greatest(${whatsappSendClock.nextSlotAt}, clock_timestamp()) + ${spacing}` } })
        .returning({ slot: sql<string>`${whatsappSendClock.nextSlotAt} - ${spacing}` });
      return row ? new Date(row.slot) : new Date();
    },

    /** Stores the message Graph took (or refused), marks the recipient sent or failed, and finishes the campaign once none is left. */
    async complete(recipient: ClaimedRecipient, message: OutboundMessage): Promise<void> {
      await db.transaction(async (transaction) => {
        // Completions of one campaign take turns: otherwise the last two, committing together, would each
        // still see the other's recipient as sending and neither would finish the campaign.
        await transaction.execute(sql`select id from ${campaigns} where id = ${recipient.campaignId} for update`);
        const stored = await createWhatsappMessagesRepository(transaction).recordOutbound(message);
        await transaction
          .update(campaignRecipients)
          .set({ status: message.result.ok ? 'sent' : 'failed', messageId: stored.id, error: message.result.ok ? null : message.result.reason, updatedAt: sql`now()` })
          .where(and(eq(campaignRecipients.id, recipient.recipientId), eq(campaignRecipients.status, 'sending')));
        await finishIfDone(transaction, recipient.campaignId);
      });
    },

    /** Claims a crash left behind: failed without a resend (at most once), and their campaigns finished. */
    async failAbandonedClaims(leaseSeconds = CLAIM_LEASE_SECONDS): Promise<number> {
      const rows = await db
        .update(campaignRecipients)
        .set({ status: 'failed', error: interruptedSendMessage, updatedAt: sql`now()` })
        .where(and(eq(campaignRecipients.status, 'sending'), sql`${campaignRecipients.claimedAt} < now() - ${leaseSeconds} * interval '1 second'`))
        .returning({ campaignId: campaignRecipients.campaignId });
      // Also any campaign left sending with nothing open (a crash between a last send and its finish).
      const stuck = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.status, 'sending'));
      for (const campaignId of new Set([...rows.map((row) => row.campaignId), ...stuck.map((row) => row.id)])) await finishIfDone(db, campaignId);
      return rows.length;
    },

    async byId(id: number) {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
      return row ?? null;
    },

    async list({ page, pageSize }: PageQuery): Promise<Page<CampaignSummary>> {
      const [rows, [totals]] = await Promise.all([
        db.select().from(campaigns).orderBy(desc(campaigns.createdAt), desc(campaigns.id)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ total: count() }).from(campaigns),
      ]);
      const ids = rows.map((row) => row.id);
      const tallies =
        ids.length === 0
          ? []
          : await db
              .select({ campaignId: campaignRecipients.campaignId, status: campaignRecipients.status, total: count() })
              .from(campaignRecipients)
              .where(inArray(campaignRecipients.campaignId, ids))
              .groupBy(campaignRecipients.campaignId, campaignRecipients.status);
      const items = rows.map((row): CampaignSummary => {
        const recipients: Record<RecipientStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0 };
        for (const tally of tallies) if (tally.campaignId === row.id) recipients[tally.status] = tally.total;
        return {
          id: row.id,
          name: row.name,
          message: row.message,
          targetAudience: row.targetAudience as CampaignAudience,
          status: row.status,
          recipients,
          skipped: { noPhone: row.skippedNoPhone, noConsent: row.skippedNoConsent, optedOut: row.skippedOptedOut },
          createdAt: row.createdAt.toISOString(),
          finishedAt: row.finishedAt?.toISOString() ?? null,
        };
      });
      return { items, total: totals?.total ?? 0, page, pageSize };
    },
  };
}
export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;

class NoRecipients extends Error {
  constructor(readonly skipped: CampaignSkips) {
    super('no recipients');
  }
}
