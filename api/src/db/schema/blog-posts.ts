import { date, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

export const blogPosts = pgTable('blog_posts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: varchar('slug', { length: 150 }).notNull().unique('blog_posts_slug_unique'),
  title: varchar('title', { length: 300 }).notNull(),
  category: varchar('category', { length: 100 }).notNull(),
  publishedAt: date('published_at', { mode: 'string' }).notNull(),
  readingMinutes: integer('reading_minutes').notNull(),
  author: varchar('author', { length: 200 }).notNull(),
  excerpt: text('excerpt').notNull(),
  coverImage: text('cover_image'),
  content: text('content').notNull(),
});
