import { integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

export const testimonials = pgTable('testimonials', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: varchar('key', { length: 100 }).notNull().unique('testimonials_key_unique'),
  content: text('content').notNull(),
  authorName: varchar('author_name', { length: 200 }).notNull(),
  authorRole: varchar('author_role', { length: 200 }).notNull(),
  initials: varchar('initials', { length: 4 }).notNull(),
  rating: integer('rating').notNull(),
  exam: varchar('exam', { length: 100 }).notNull(),
});
