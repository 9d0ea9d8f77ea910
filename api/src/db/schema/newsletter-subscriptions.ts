import { sql } from 'drizzle-orm';
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Newsletter sign-ups from the blog; one row per address (stored lower-case). Double opt-in: an address is
 * listed and exported only once its owner followed the confirmation link, and never after unsubscribing.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: varchar('email', { length: 255 }).notNull().unique(),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  /**
   * Kept in clear (unlike sign-in tokens): it can only unsubscribe, and every newsletter sent by the mail
   * tool needs it in its one-click unsubscribe link.
   */
  unsubscribeToken: varchar('unsubscribe_token', { length: 64 })
    .notNull()
    .unique('newsletter_subscriptions_unsubscribe_token_unique')
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
});
