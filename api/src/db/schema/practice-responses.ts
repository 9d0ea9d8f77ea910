import { boolean, jsonb, pgTable, primaryKey, real, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { PracticeResponse } from '@nurseprep/contracts';
import { practiceAttempts } from './practice-attempts';

/** One question's answer and flag within an attempt; score and correct are set when it is graded. */
export const practiceResponses = pgTable(
  'practice_responses',
  {
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => practiceAttempts.id, { onDelete: 'cascade' }),
    questionId: varchar('question_id', { length: 80 }).notNull(),
    response: jsonb('response').$type<PracticeResponse>(),
    flagged: boolean('flagged').notNull().default(false),
    score: real('score'),
    correct: boolean('correct'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);
