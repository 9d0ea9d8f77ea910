import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const tutoringInquiries = pgTable(
  'tutoring_inquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    /** Which form sent it: the tutoring inquiry (home, /tutoring) or the contact form (/contact). */
    source: varchar('source', { length: 20 }).notNull().default('tutoring'),
    contacted: boolean('contacted').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('tutoring_inquiries_created_at_index').on(table.createdAt)],
);
