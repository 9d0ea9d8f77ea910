import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginThrottles } from '../db/schema';

/** Wrong passwords allowed before each further one locks the account name. */
export const FREE_LOGIN_FAILURES = 5;
/** The first lock; each further failure doubles it, up to the cap. */
export const FIRST_LOGIN_LOCK_SECONDS = 1;
export const MAX_LOGIN_LOCK_SECONDS = 15 * 60;
/** Failures are forgotten after a day without one: the count starts again, and start-up deletes the row. */
export const LOGIN_FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

/** The column's length: a longer name (after lower-casing) shares its throttle with names of the same start. */
const KEY_LENGTH = 320;

/** The throttle of the name typed at sign-in, username or email, whether an account has it or not. */
export function loginThrottleKey(nameTyped: string): string {
  return `login:${nameTyped.toLowerCase()}`.slice(0, KEY_LENGTH);
}

/**
 * Failed sign-ins per account name, in the database so that every instance counts the same failures. A
 * failure is counted in one statement (an upsert), so failures arriving at once on several instances all count.
 */
export function createLoginThrottlesRepository(db: Database) {
  return {
    /** Milliseconds until the name may be tried again; 0 when it is not locked. */
    async lockedForMs(key: string, now = new Date()): Promise<number> {
      const [row] = await db.select({ lockedUntil: loginThrottles.lockedUntil }).from(loginThrottles).where(eq(loginThrottles.key, key)).limit(1);
      return row?.lockedUntil ? Math.max(0, row.lockedUntil.getTime() - now.getTime()) : 0;
    },

    /**
     * Counts a wrong password. Past the free failures the name is locked for 1 s, then 2 s, 4 s ... up to 15
     * minutes; the count restarts when the last failure is over a day old.
     */
    async recordFailure(key: string, now = new Date()): Promise<{ failures: number; lockedUntil: Date | null }> {
      const failures = sql<number>`(case when ${loginThrottles.lastFailureAt} < excluded.last_failure_at - ${LOGIN_FAILURE_MEMORY_SECONDS}::integer * interval '1 second'
        then 1 else ${loginThrottles.failures} + 1 end)`;
      // The exponent is capped too: 2^10 s is past the cap already, and a bigger power would overflow.
      const lockSeconds = sql`least(${FIRST_LOGIN_LOCK_SECONDS}::integer * power(2, least(${failures} - ${FREE_LOGIN_FAILURES + 1}::integer, 10)), ${MAX_LOGIN_LOCK_SECONDS}::integer)`;
      const [row] = await db
        .insert(loginThrottles)
        .values({ key, failures: 1, lockedUntil: null, lastFailureAt: now })
        .onConflictDoUpdate({
          target: loginThrottles.key,
          set: {
            failures,
            lockedUntil: sql`case when ${failures} > ${FREE_LOGIN_FAILURES}::integer then excluded.last_failure_at + ${lockSeconds} * interval '1 second' else null end`,
            lastFailureAt: sql`excluded.last_failure_at`,
          },
        })
        .returning({ failures: loginThrottles.failures, lockedUntil: loginThrottles.lockedUntil });
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    /** A right password: the name starts again with its free failures. */
    async clear(key: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.key, key));
    },

    /** Deletes the names whose last failure is forgotten (their locks ended long before). */
    async deleteStale(now = new Date()): Promise<number> {
      const forgottenBefore = new Date(now.getTime() - LOGIN_FAILURE_MEMORY_SECONDS * 1000);
      const removed = await db.delete(loginThrottles).where(lt(loginThrottles.lastFailureAt, forgottenBefore)).returning({ key: loginThrottles.key });
      return removed.length;
    },
  };
}
export type LoginThrottlesRepository = ReturnType<typeof createLoginThrottlesRepository>;
