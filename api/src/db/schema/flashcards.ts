import { sql } from 'drizzle-orm';
import { bigint, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { FlashcardStateName, StudyPlanExam } from '@nurseprep/contracts';
import { users } from './users';

const fsrsState = (name: string) => varchar(name, { length: 12 }).$type<FlashcardStateName>().notNull();

/**
 * A signed-in student's FSRS state of one card (ts-fsrs's Card): one row per user per card. deck_id is the
 * card's deck when it was last reviewed (cards are found by deck for the counts).
 */
export const flashcardStates = pgTable(
  'flashcard_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: varchar('card_id', { length: 100 }).notNull(),
    deckId: varchar('deck_id', { length: 80 }).notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: fsrsState('state'),
    lastReview: timestamp('last_review', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.cardId] }),
    index('flashcard_states_user_deck_due_index').on(table.userId, table.deckId, table.due),
    check('flashcard_states_state_check', sql`${table.state} in ('new', 'learning', 'review', 'relearning')`),
  ],
);

/**
 * Every review a signed-in student made (or merged from the browser): the rating and, as ts-fsrs logs it, the
 * card's state, due date and memory before the review.
 */
export const flashcardReviewLog = pgTable(
  'flashcard_review_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: varchar('card_id', { length: 100 }).notNull(),
    deckId: varchar('deck_id', { length: 80 }).notNull(),
    rating: smallint('rating').notNull(),
    state: fsrsState('state'),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    /** 'review': made on the server; 'merge': replayed from the browser's history after sign-in. */
    source: varchar('source', { length: 10, enum: ['review', 'merge'] }).notNull(),
  },
  (table) => [
    index('flashcard_review_log_user_reviewed_index').on(table.userId, table.reviewedAt),
    check('flashcard_review_log_rating_check', sql`${table.rating} between 1 and 4`),
  ],
);

/** A signed-in student's study plan for an exam: the date, hours per week and the tasks ticked off. */
export const studyPlans = pgTable(
  'study_plans',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exam: varchar('exam', { length: 10 }).$type<StudyPlanExam>().notNull(),
    examDate: date('exam_date', { mode: 'string' }).notNull(),
    hoursPerWeek: integer('hours_per_week').notNull(),
    completed: jsonb('completed').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.exam] }),
    check('study_plans_hours_check', sql`${table.hoursPerWeek} between 1 and 60`),
  ],
);
