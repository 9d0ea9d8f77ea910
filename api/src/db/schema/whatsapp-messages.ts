import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { createdAt } from './columns';
import { leads } from './leads';
import { users } from './users';

/**
 * Every WhatsApp message, both ways: outbound ones with the wamid Graph gave them and the latest delivery
 * status (accepted, sent, delivered, read, or failed with the reason), inbound ones as received.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    direction: varchar('direction', { length: 10, enum: ['outbound', 'inbound'] }).notNull(),
    /** The other party's number (digits with country code). */
    whatsappNumber: varchar('whatsapp_number', { length: 20 }).notNull(),
    body: text('body').notNull(),
    type: varchar('type', { length: 20, enum: ['text', 'template'] }).notNull().default('text'),
    status: varchar('status', { length: 20, enum: ['accepted', 'sent', 'delivered', 'read', 'failed', 'received'] }).notNull(),
    /** The wamid Graph gave it (unique: a webhook delivered twice finds the same row). */
    providerMessageId: varchar('provider_message_id', { length: 128 }).unique('whatsapp_messages_provider_id_unique'),
    errorCode: integer('error_code'),
    error: text('error'),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    statusUpdatedAt: timestamp('status_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('whatsapp_messages_lead_index').on(table.leadId, table.createdAt)],
);
