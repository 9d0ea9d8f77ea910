import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ngnAnswers, ngnSessions } from '../db/schema';

export type NgnSessionRow = typeof ngnSessions.$inferSelect;
export type NgnSessionWrite = typeof ngnSessions.$inferInsert;
export type NgnAnswerRow = typeof ngnAnswers.$inferSelect;

/**
 * NGN sessions and their answers. A session is read by its id and its account's user id together, so no query
 * reaches another account's session. Writes run on the database or inside a caller's transaction.
 */
export function createNgnRepository(db: Executor) {
  return {
    async insertSession(session: NgnSessionWrite, executor: Executor = db): Promise<NgnSessionRow> {
      const [row] = await executor.insert(ngnSessions).values(session).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The account's session, its row locked until the caller's transaction ends when `forUpdate`. */
    async session(id: string, userId: number, executor: Executor, forUpdate: boolean): Promise<NgnSessionRow | undefined> {
      const query = executor
        .select()
        .from(ngnSessions)
        .where(and(eq(ngnSessions.id, id), eq(ngnSessions.userId, userId)));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    async updateSession(id: string, changes: Partial<Omit<NgnSessionWrite, 'id' | 'userId'>>, executor: Executor = db): Promise<NgnSessionRow> {
      const [row] = await executor.update(ngnSessions).set(changes).where(eq(ngnSessions.id, id)).returning();
      if (!row) throw new Error(`no NGN session ${id} to update`);
      return row;
    },

    /** The account's latest sessions, newest first. */
    async sessionsOf(userId: number, limit: number, executor: Executor = db): Promise<NgnSessionRow[]> {
      return executor.select().from(ngnSessions).where(eq(ngnSessions.userId, userId)).orderBy(desc(ngnSessions.startedAt)).limit(limit);
    },

    /** A session's answers in the order they were delivered. */
    async answersOf(sessionId: string, executor: Executor = db): Promise<NgnAnswerRow[]> {
      return executor.select().from(ngnAnswers).where(eq(ngnAnswers.sessionId, sessionId)).orderBy(ngnAnswers.position);
    },

    /** The answers of several sessions (none when the list is empty). */
    async answersOfSessions(sessionIds: readonly string[], executor: Executor = db): Promise<NgnAnswerRow[]> {
      if (sessionIds.length === 0) return [];
      return executor.select().from(ngnAnswers).where(inArray(ngnAnswers.sessionId, [...sessionIds]));
    },

    async insertAnswer(answer: NgnAnswerRow, executor: Executor = db): Promise<void> {
      await executor.insert(ngnAnswers).values(answer);
    },
  };
}
export type NgnRepository = ReturnType<typeof createNgnRepository>;
