import { index, integer, jsonb, pgTable, real, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { AttemptSection, PracticeBankSlug, PracticeMode } from '@nurseprep/contracts';
import { createdAt } from './columns';
import { users } from './users';

/** How an attempt was asked for (the request, with the defaults filled in). */
export interface AttemptConfig {
  categories: string[];
  count: number;
  section?: string;
}

/**
 * A practice attempt: a signed-in student's (user_id) or a visitor's (token_hash: the SHA-256 of the token
 * returned once at creation). Sections hold the question ids in order and, when timed, their clocks.
 */
export const practiceAttempts = pgTable(
  'practice_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }),
    bank: varchar('bank', { length: 20 }).$type<PracticeBankSlug>().notNull(),
    mode: varchar('mode', { length: 20 }).$type<PracticeMode>().notNull(),
    config: jsonb('config').$type<AttemptConfig>().notNull(),
    sections: jsonb('sections').$type<AttemptSection[]>().notNull(),
    currentSection: integer('current_section').notNull().default(0),
    status: varchar('status', { length: 20, enum: ['in-progress', 'submitted'] }).notNull().default('in-progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Sum of question scores (matrix items count their fraction), set at submission. */
    score: real('score'),
    total: integer('total'),
    createdAt: createdAt(),
  },
  (table) => [index('practice_attempts_user_index').on(table.userId), index('practice_attempts_created_index').on(table.createdAt)],
);
