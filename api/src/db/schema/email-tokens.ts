import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { leads } from './leads';
import { newsletterSubscriptions } from './newsletter-subscriptions';
import { users } from './users';

export const emailTokenPurposes = ['password-reset', 'email-verification', 'newsletter-confirmation', 'whatsapp-consent'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/**
 * Single-use links sent by email. Only the SHA-256 of the token is stored; a token is spent by setting
 * `used_at` in the statement that checks it, so two clicks cannot both use it. The row names what it acts
 * on: an account (reset, verification), a newsletter address or a lead (WhatsApp consent, with the number
 * the person asked to be messaged on).
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    purpose: varchar('purpose', { length: 30, enum: emailTokenPurposes }).notNull(),
    /** The address the link was sent to. */
    email: varchar('email', { length: 255 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'cascade' }),
    whatsappNumber: varchar('whatsapp_number', { length: 20 }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('email_tokens_user_id_index').on(table.userId),
    index('email_tokens_subscription_id_index').on(table.subscriptionId),
    index('email_tokens_lead_id_index').on(table.leadId),
    index('email_tokens_expires_at_index').on(table.expiresAt),
  ],
);
