import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: varchar('username', { length: 50 }).notNull(),
    /** Stored lower-cased so the unique index makes addresses unique whatever their case. */
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    examType: varchar('exam_type', { length: 20 }).notNull().default('TEAS'),
    role: varchar('role', { length: 20, enum: ['student', 'staff'] }).notNull().default('student'),
    /** When the person followed the verification link mailed to `email`; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_unique').on(table.email),
  ],
);
