import { boolean, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const mailStatuses = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * Every email the site sends, queued in the transaction that decided to send it and sent by whichever
 * instance claims it (FOR UPDATE SKIP LOCKED). A row leaves 'sending' once: after a crash mid-send it is
 * marked failed, never sent a second time.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the mail is for (password-reset, newsletter-confirmation, lead-confirmation, staff-notification, ...). */
    kind: varchar('kind', { length: 40 }).notNull(),
    recipient: varchar('recipient', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra headers, such as List-Unsubscribe on marketing mail. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** The body holds a secret link (a reset or confirmation token): it is erased once sent. */
    sensitive: boolean('sensitive').notNull().default(false),
    status: varchar('status', { length: 20, enum: mailStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: varchar('claimed_by', { length: 64 }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The Message-ID the mail went out with. */
    messageId: varchar('message_id', { length: 255 }),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_status_index').on(table.status, table.nextAttemptAt, table.id)],
);
