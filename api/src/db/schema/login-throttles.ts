import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per account name (the lower-cased text typed, so unknown names are throttled the same
 * way and nobody learns which exist). Each failure past the free ones doubles the wait before the next try.
 * In the database so every instance counts the same failures.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: varchar('key', { length: 320 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
});
