import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry moves forward with use, at most once an hour (not a write per request). */
export const SESSION_BUMP_INTERVAL_MS = 60 * 60 * 1000;

export function createSessionsRepository(db: Database) {
  return {
    async create(tokenHash: string, userId: number, now = new Date()): Promise<void> {
      await db.insert(sessions).values({
        tokenHash,
        userId,
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
      });
    },

    /** The user of a live session, bumping its expiry when it was last bumped over an hour ago. */
    async findUser(tokenHash: string, now = new Date()) {
      const [found] = await db
        .select({ user: users, lastUsedAt: sessions.lastUsedAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!found) return null;
      const bumped = now.getTime() - found.lastUsedAt.getTime() >= SESSION_BUMP_INTERVAL_MS;
      if (bumped) {
        await db
          .update(sessions)
          .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
          .where(eq(sessions.tokenHash, tokenHash));
      }
      return { user: found.user, bumped };
    },

    async revoke(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteExpired(now = new Date()): Promise<number> {
      const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ tokenHash: sessions.tokenHash });
      return removed.length;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
