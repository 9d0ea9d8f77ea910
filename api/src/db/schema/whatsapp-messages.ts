import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { createdAt } from './columns';
import { users } from './users';

/** Messages sent to leads; written once WhatsApp sending is configured (a later issue). */
export const whatsappMessages = pgTable('whatsapp_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: varchar('to', { length: 20 }).notNull(),
  message: text('message').notNull(),
  type: varchar('type', { length: 20 }).notNull().default('text'),
  status: varchar('status', { length: 20 }).notNull().default('queued'),
  /** The provider's message id (a wamid) once accepted. */
  providerMessageId: varchar('provider_message_id', { length: 128 }),
  error: text('error'),
  campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
  sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
