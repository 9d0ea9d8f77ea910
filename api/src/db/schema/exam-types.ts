import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

export const examTypes = pgTable('exam_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 200 }).notNull().unique('exam_types_name_unique'),
  slug: varchar('slug', { length: 100 }).notNull().unique('exam_types_slug_unique'),
  description: text('description').notNull(),
});
