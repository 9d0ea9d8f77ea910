import { index, integer, jsonb, pgTable, primaryKey, real, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { NgnAdaptiveOutcome, NgnCategory, NgnResponse, NgnScoredPart, NgnSessionMode, NgnScoringRule } from '@nurseprep/contracts';
import { createdAt } from './columns';
import { users } from './users';

/** One delivered item of a session, in order. */
export interface NgnDelivered {
  itemId: string;
  category: NgnCategory;
  /** Counts toward the adaptive estimate (false: an unscored pretest item). */
  scored: boolean;
  caseId?: string;
}

/** How a session was asked for, and the adaptive exam's plan drawn at its start. */
export interface NgnSessionConfig {
  title: string;
  caseId?: string;
  categories?: NgnCategory[];
  kind?: 'any' | 'bowtie' | 'trend';
  plan?: { caseStarts: number[]; unscoredPositions: number[] };
}

/**
 * A signed-in student's NGN practice: one case study, a set of stand-alone items, or the adaptive exam. The
 * delivered list grows as the adaptive exam goes on; its outcome is set when it ends.
 */
export const ngnSessions = pgTable(
  'ngn_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: varchar('mode', { length: 20 }).$type<NgnSessionMode>().notNull(),
    config: jsonb('config').$type<NgnSessionConfig>().notNull(),
    delivered: jsonb('delivered').$type<NgnDelivered[]>().notNull(),
    status: varchar('status', { length: 20, enum: ['in-progress', 'finished'] }).notNull().default('in-progress'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: jsonb('outcome').$type<NgnAdaptiveOutcome>(),
    createdAt: createdAt(),
  },
  (table) => [index('ngn_sessions_user_index').on(table.userId, table.startedAt)],
);

/** One answer: the response, its score by the item's NCSBN rule, and (adaptive) the estimate after it. */
export const ngnAnswers = pgTable(
  'ngn_answers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => ngnSessions.id, { onDelete: 'cascade' }),
    itemId: varchar('item_id', { length: 100 }).notNull(),
    position: integer('position').notNull(),
    response: jsonb('response').$type<NgnResponse>().notNull(),
    rule: varchar('rule', { length: 20 }).$type<NgnScoringRule>().notNull(),
    earned: real('earned').notNull(),
    possible: integer('possible').notNull(),
    parts: jsonb('parts').$type<NgnScoredPart[]>().notNull(),
    theta: real('theta'),
    se: real('se'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.itemId] })],
);
