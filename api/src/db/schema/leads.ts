import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** One lead per email address (stored lower-cased), made or refreshed by every form submission. */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull().unique('leads_email_unique'),
    phone: varchar('phone', { length: 20 }),
    examType: varchar('exam_type', { length: 20 }),
    status: varchar('status', { length: 20, enum: ['new', 'contacted', 'interested', 'enrolled', 'converted'] })
      .notNull()
      .default('new'),
    /** Which form made or last refreshed the lead: tutoring-inquiry or service-request. */
    source: varchar('source', { length: 30 }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('leads_created_at_index').on(table.createdAt), index('leads_status_index').on(table.status)],
);
