import { index, integer, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { leads } from './leads';
import { whatsappMessages } from './whatsapp-messages';

/**
 * The campaign outbox: one row per recipient, claimed by a sender with FOR UPDATE SKIP LOCKED. The unique
 * (campaign, lead) pair means nobody is queued twice for one campaign; a row leaves 'queued' only once.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    whatsappNumber: varchar('whatsapp_number', { length: 20 }).notNull(),
    status: varchar('status', { length: 20, enum: ['queued', 'sending', 'sent', 'failed'] }).notNull().default('queued'),
    messageId: integer('message_id').references(() => whatsappMessages.id, { onDelete: 'set null' }),
    error: text('error'),
    /** Which server instance claimed it, and when (a claim older than the lease was cut short by a crash). */
    claimedBy: varchar('claimed_by', { length: 64 }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('campaign_recipients_campaign_lead_unique').on(table.campaignId, table.leadId),
    index('campaign_recipients_status_index').on(table.status, table.id),
  ],
);
