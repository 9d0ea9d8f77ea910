import { pgTable, integer, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Newsletter sign-ups from the blog; one row per address (stored lower-case). */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: varchar('email', { length: 255 }).notNull().unique(),
  createdAt: createdAt(),
});
