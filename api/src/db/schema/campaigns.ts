import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** A WhatsApp campaign: draft, then sending while its outbox (campaign_recipients) drains, then sent or failed. */
export const campaigns = pgTable('campaigns', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clientId: varchar('client_id', { length: 64 }),
  name: varchar('name', { length: 200 }).notNull(),
  message: text('message').notNull(),
  targetAudience: varchar('target_audience', { length: 20 }).notNull().default('all'),
  status: varchar('status', { length: 20, enum: ['draft', 'sending', 'sent', 'failed'] }).notNull().default('draft'),
  /** The approved template it goes out as, with the message as the body parameter. */
  templateName: varchar('template_name', { length: 512 }).notNull(),
  templateLanguage: varchar('template_language', { length: 20 }).notNull(),
  /** Leads of the audience left out, by reason. */
  skippedNoPhone: integer('skipped_no_phone').notNull().default(0),
  skippedNoConsent: integer('skipped_no_consent').notNull().default(0),
  skippedOptedOut: integer('skipped_opted_out').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
