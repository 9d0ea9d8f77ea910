import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

export const schoolTypes = pgTable('school_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 200 }).notNull().unique('school_types_name_unique'),
  slug: varchar('slug', { length: 100 }).notNull().unique('school_types_slug_unique'),
  description: text('description').notNull(),
  headerColor: varchar('header_color', { length: 20 }).notNull(),
});
