import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Marketing campaigns; written once WhatsApp sending is configured (a later issue). */
export const campaigns = pgTable('campaigns', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  clientId: varchar('client_id', { length: 64 }),
  name: varchar('name', { length: 200 }).notNull(),
  message: text('message').notNull(),
  targetAudience: varchar('target_audience', { length: 20 }).notNull().default('all'),
  status: varchar('status', { length: 20 }).notNull().default('draft'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
