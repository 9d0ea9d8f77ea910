import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { leads } from './leads';
import { users } from './users';

export const leadContactChangeStatuses = ['pending', 'accepted', 'dismissed'] as const;

/**
 * A public form named an existing lead's email with another phone number: the lead keeps its details and
 * the new number waits here until staff accept it (or dismiss it) on the lead's page.
 */
export const leadContactChanges = pgTable(
  'lead_contact_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    whatsappNumber: varchar('whatsapp_number', { length: 20 }).notNull(),
    /** The form it came from: tutoring-inquiry, contact-form or service-request. */
    source: varchar('source', { length: 30 }).notNull(),
    status: varchar('status', { length: 20, enum: leadContactChangeStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('lead_contact_changes_lead_index').on(table.leadId, table.status)],
);
