import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Column lengths: the longest value each form field may store. */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    serviceType: varchar('service_type', { length: 100 }).notNull(),
    urgencyLevel: varchar('urgency_level', { length: 20 }).notNull(),
    budget: varchar('budget', { length: 50 }),
    description: text('description').notNull(),
    additionalRequirements: text('additional_requirements'),
    preferredContactMethod: varchar('preferred_contact_method', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (table) => [index('service_requests_created_at_index').on(table.createdAt)],
);
