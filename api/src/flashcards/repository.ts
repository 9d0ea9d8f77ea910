import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { flashcardReviewLog, flashcardStates } from '../db/schema';

export type FlashcardStateRow = typeof flashcardStates.$inferSelect;
export type FlashcardStateWrite = typeof flashcardStates.$inferInsert;
export type FlashcardReviewLogWrite = typeof flashcardReviewLog.$inferInsert;

/**
 * Flashcard review state and the review log. Every query is scoped to one user id (the
 * signed-in account): no query reads another account's rows. Writes run on the database or inside a
 * caller's transaction.
 */
export function createFlashcardsRepository(db: Executor) {
  return {
    /** The account's states of the given cards (none when the list is empty). */
    async statesOf(userId: number, cardIds: readonly string[], executor: Executor = db): Promise<FlashcardStateRow[]> {
      if (cardIds.length === 0) return [];
      return executor
        .select()
        .from(flashcardStates)
        .where(and(eq(flashcardStates.userId, userId), inArray(flashcardStates.cardId, [...cardIds])));
    },

    /** Every state of the account. */
    async allStates(userId: number, executor: Executor = db): Promise<FlashcardStateRow[]> {
      return executor.select().from(flashcardStates).where(eq(flashcardStates.userId, userId));
    },

    /** One state, its row locked until the caller's transaction ends. */
    async lockState(userId: number, cardId: string, executor: Executor): Promise<FlashcardStateRow | undefined> {
      const [row] = await executor
        .select()
        .from(flashcardStates)
        .where(and(eq(flashcardStates.userId, userId), eq(flashcardStates.cardId, cardId)))
        .for('update');
      return row;
    },

    /** Inserts a state unless the account already has one for the card; true when inserted. */
    async insertStateIfAbsent(state: FlashcardStateWrite, executor: Executor = db): Promise<boolean> {
      return (await this.insertStatesIfAbsent([state], executor)).size === 1;
    },

    /** Inserts the states the account has none of yet (chunked); answers the card ids inserted. */
    async insertStatesIfAbsent(states: readonly FlashcardStateWrite[], executor: Executor = db): Promise<Set<string>> {
      const inserted = new Set<string>();
      // PostgreSQL takes at most 65,535 parameters per statement (14 per row).
      for (let start = 0; start < states.length; start += 1000) {
        const rows = await executor
          .insert(flashcardStates)
          .values(states.slice(start, start + 1000))
          .onConflictDoNothing()
          .returning({ cardId: flashcardStates.cardId });
        for (const row of rows) inserted.add(row.cardId);
      }
      return inserted;
    },

    async updateState(state: FlashcardStateWrite, executor: Executor = db): Promise<void> {
      const { userId, cardId, ...fields } = state;
      await executor
        .update(flashcardStates)
        .set(fields)
        .where(and(eq(flashcardStates.userId, userId), eq(flashcardStates.cardId, cardId)));
    },

    async appendLog(entries: readonly FlashcardReviewLogWrite[], executor: Executor = db): Promise<void> {
      if (entries.length === 0) return;
      // Chunked: PostgreSQL takes at most 65,535 parameters per statement (13 per row).
      for (let start = 0; start < entries.length; start += 1000) {
        await executor.insert(flashcardReviewLog).values(entries.slice(start, start + 1000));
      }
    },
  };
}
export type FlashcardsRepository = ReturnType<typeof createFlashcardsRepository>;
