import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AttemptSection, PracticeBankSlug, PracticeMode, PracticeResponse } from '@nurseprep/contracts';
import type { Executor } from '../db/client';
import { practiceAttempts, practiceResponses } from '../db/schema';
import type { AttemptConfig } from '../db/schema/practice-attempts';
import { excludedColumns } from '../db/excluded-columns';
import { rowsOf } from '../db/rows';

export type AttemptRow = typeof practiceAttempts.$inferSelect;
export type ResponseRow = typeof practiceResponses.$inferSelect;

/** Who is asking: a signed-in student (userId) and/or a visitor's token (its hash). */
export interface AttemptOwner {
  userId: number | null;
  tokenHash: string | null;
}

export interface NewAttempt {
  userId: number | null;
  tokenHash: string | null;
  bank: PracticeBankSlug;
  mode: PracticeMode;
  config: AttemptConfig;
  sections: AttemptSection[];
  startedAt: Date;
}

export interface ResponseWrite {
  attemptId: string;
  questionId: string;
  response?: PracticeResponse | null;
  flagged?: boolean;
  score?: number | null;
  correct?: boolean | null;
  answeredAt?: Date | null;
}

/**
 * An attempt is yours when it is your account's, or when it belongs to no account and you hold its token.
 * Anything else reads as not found.
 */
function ownedBy(owner: AttemptOwner): SQL {
  const conditions: SQL[] = [];
  if (owner.userId !== null) conditions.push(eq(practiceAttempts.userId, owner.userId));
  if (owner.tokenHash !== null) conditions.push(and(isNull(practiceAttempts.userId), eq(practiceAttempts.tokenHash, owner.tokenHash))!);
  return conditions.length === 0 ? sql`false` : or(...conditions)!;
}

/** Practice attempts and their responses; every query runs on the database or inside a caller's transaction. */
export function createPracticeRepository(db: Executor) {
  return {
    async insertAttempt(attempt: NewAttempt, executor: Executor = db): Promise<AttemptRow> {
      const [row] = await executor
        .insert(practiceAttempts)
        .values({ ...attempt, createdAt: attempt.startedAt })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** The attempt if the owner may see it; `forUpdate` locks its row for the rest of the transaction. */
    async findOwned(id: string, owner: AttemptOwner, executor: Executor = db, forUpdate = false): Promise<AttemptRow | null> {
      const query = executor.select().from(practiceAttempts).where(and(eq(practiceAttempts.id, id), ownedBy(owner)));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    async responsesOf(attemptId: string, executor: Executor = db): Promise<ResponseRow[]> {
      return executor.select().from(practiceResponses).where(eq(practiceResponses.attemptId, attemptId));
    },

    /** One question's row of the attempt, if it has one. */
    async responseOf(attemptId: string, questionId: string, executor: Executor = db): Promise<ResponseRow | undefined> {
      const [row] = await executor
        .select()
        .from(practiceResponses)
        .where(and(eq(practiceResponses.attemptId, attemptId), eq(practiceResponses.questionId, questionId)));
      return row;
    },

    /** The grades of every question of an attempt, in one statement (rows without an answer are created). */
    async writeScores(rows: readonly { attemptId: string; questionId: string; score: number; correct: boolean }[], executor: Executor = db): Promise<void> {
      if (rows.length === 0) return;
      await executor
        .insert(practiceResponses)
        .values([...rows])
        .onConflictDoUpdate({
          target: [practiceResponses.attemptId, practiceResponses.questionId],
          set: excludedColumns({ score: practiceResponses.score, correct: practiceResponses.correct }),
        });
    },

    /** Inserts or updates one question's row; only the fields given change. */
    async writeResponse(write: ResponseWrite, executor: Executor = db): Promise<void> {
      const changes: Partial<ResponseRow> = {};
      if (write.response !== undefined) changes.response = write.response;
      if (write.flagged !== undefined) changes.flagged = write.flagged;
      if (write.score !== undefined) changes.score = write.score;
      if (write.correct !== undefined) changes.correct = write.correct;
      if (write.answeredAt !== undefined) changes.answeredAt = write.answeredAt;
      await executor
        .insert(practiceResponses)
        .values({ attemptId: write.attemptId, questionId: write.questionId, ...changes })
        .onConflictDoUpdate({ target: [practiceResponses.attemptId, practiceResponses.questionId], set: changes });
    },

    async updateAttempt(
      id: string,
      changes: Partial<Pick<AttemptRow, 'sections' | 'currentSection' | 'status' | 'submittedAt' | 'score' | 'total'>>,
      executor: Executor = db,
    ): Promise<void> {
      await executor.update(practiceAttempts).set(changes).where(eq(practiceAttempts.id, id));
    },

    /** Every question id served to this account before (its attempts' sections, claimed ones included). */
    async seenQuestionIds(userId: number, bank: PracticeBankSlug): Promise<Set<string>> {
      const result = await db.execute(sql`
        select distinct question.value as id
        from ${practiceAttempts}, jsonb_array_elements(${practiceAttempts.sections}) section, jsonb_array_elements_text(section -> 'questionIds') question
        where ${practiceAttempts.userId} = ${userId} and ${practiceAttempts.bank} = ${bank}`);
      return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
    },

    /** Visitor attempts nobody claimed, created before the cut-off (30 days): deleted with their responses. */
    async deleteUnclaimedBefore(cutOff: Date): Promise<number> {
      const removed = await db
        .delete(practiceAttempts)
        .where(and(isNull(practiceAttempts.userId), lt(practiceAttempts.createdAt, cutOff)))
        .returning({ id: practiceAttempts.id });
      return removed.length;
    },

    async listForUser(userId: number, limit: number): Promise<AttemptRow[]> {
      return db
        .select()
        .from(practiceAttempts)
        .where(eq(practiceAttempts.userId, userId))
        .orderBy(desc(practiceAttempts.startedAt), desc(practiceAttempts.id))
        .limit(limit);
    },

    /** The account's submitted attempts, oldest first, with every response row. */
    async submittedWithResponses(userId: number): Promise<{ attempt: AttemptRow; responses: ResponseRow[] }[]> {
      const attempts = await db
        .select()
        .from(practiceAttempts)
        .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.status, 'submitted')))
        .orderBy(practiceAttempts.submittedAt, practiceAttempts.id);
      if (attempts.length === 0) return [];
      const responses = await db
        .select({ attemptId: practiceResponses.attemptId, questionId: practiceResponses.questionId, score: practiceResponses.score })
        .from(practiceResponses)
        .innerJoin(practiceAttempts, eq(practiceAttempts.id, practiceResponses.attemptId))
        .where(and(eq(practiceAttempts.userId, userId), eq(practiceAttempts.status, 'submitted')));
      const byAttempt = new Map<string, ResponseRow[]>();
      for (const row of responses) {
        const list = byAttempt.get(row.attemptId) ?? [];
        list.push({ ...row, response: null, flagged: false, correct: null, answeredAt: null });
        byAttempt.set(row.attemptId, list);
      }
      return attempts.map((attempt) => ({ attempt, responses: byAttempt.get(attempt.id) ?? [] }));
    },

    /** How many attempts the account has, submitted or not. */
    async countForUser(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(practiceAttempts)
        .where(eq(practiceAttempts.userId, userId));
      return row?.count ?? 0;
    },

    /**
     * Moves the visitor attempts whose token matches to the account, in one statement; answers how many moved
     * (an attempt already claimed, or a wrong token, moves nothing).
     */
    async claim(attempts: readonly { id: string; tokenHash: string }[], userId: number): Promise<number> {
      if (attempts.length === 0) return 0;
      const moved = await db
        .update(practiceAttempts)
        .set({ userId, tokenHash: null })
        .where(
          and(
            isNull(practiceAttempts.userId),
            or(...attempts.map((attempt) => and(eq(practiceAttempts.id, attempt.id), eq(practiceAttempts.tokenHash, attempt.tokenHash)))),
          ),
        )
        .returning({ id: practiceAttempts.id });
      return moved.length;
    },

    /** Totals for staff: attempts by bank and mode, submitted, average percent, students with attempts. */
    async staffSummary() {
      const percent = sql<number | null>`avg(${practiceAttempts.score} * 100.0 / nullif(${practiceAttempts.total}, 0)) filter (where ${practiceAttempts.status} = 'submitted')`;
      const byBankAndMode = await db
        .select({
          bank: practiceAttempts.bank,
          mode: practiceAttempts.mode,
          attempts: sql<number>`count(*)`.mapWith(Number),
          submitted: sql<number>`count(*) filter (where ${practiceAttempts.status} = 'submitted')`.mapWith(Number),
          averagePercent: percent.mapWith((value) => (value === null ? null : Number(value))),
        })
        .from(practiceAttempts)
        .groupBy(practiceAttempts.bank, practiceAttempts.mode)
        .orderBy(practiceAttempts.bank, practiceAttempts.mode);
      const [totals] = await db
        .select({
          attempts: sql<number>`count(*)`.mapWith(Number),
          submitted: sql<number>`count(*) filter (where ${practiceAttempts.status} = 'submitted')`.mapWith(Number),
          averagePercent: percent.mapWith((value) => (value === null ? null : Number(value))),
          studentsWithAttempts: sql<number>`count(distinct ${practiceAttempts.userId})`.mapWith(Number),
          visitorAttempts: sql<number>`count(*) filter (where ${practiceAttempts.userId} is null)`.mapWith(Number),
        })
        .from(practiceAttempts);
      return { totals: totals!, byBankAndMode };
    },
  };
}
export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
