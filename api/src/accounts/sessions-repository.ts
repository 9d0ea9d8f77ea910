import { and, eq, gt, lt } from 'drizzle-orm';
import type { Role } from '@nurseprep/contracts';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A session ends this long after it began, however much it is used: sign in again to go on. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * DAY_MS;
/**
 * A session unused for this long ends. Staff sessions open the leads and the campaigns, so a forgotten
 * staff browser is signed out the same day.
 */
export const SESSION_IDLE_TIMEOUT_MS: Record<Role, number> = { student: 30 * DAY_MS, staff: 8 * HOUR_MS };

/**
 * How long after its last move a session's expiry moves again with use: at most hourly (not a write per
 * request), and often enough that someone working loses at most an eighth of their idle window.
 */
export function sessionBumpIntervalMs(role: Role): number {
  return Math.min(HOUR_MS, SESSION_IDLE_TIMEOUT_MS[role] / 8);
}

/** When a session last used at `lastUsedAt` ends: its idle window from then, never past its absolute lifetime. */
export function sessionExpiry(createdAt: Date, lastUsedAt: Date, role: Role): Date {
  return new Date(Math.min(createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS, lastUsedAt.getTime() + SESSION_IDLE_TIMEOUT_MS[role]));
}

export function createSessionsRepository(db: Database) {
  return {
    /** Starts a session for the account; undefined when there is no such account. */
    async create(tokenHash: string, userId: number, now = new Date()): Promise<{ expiresAt: Date } | undefined> {
      const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) return undefined;
      const expiresAt = sessionExpiry(now, now, user.role);
      await db.insert(sessions).values({ tokenHash, userId, createdAt: now, lastUsedAt: now, expiresAt });
      return { expiresAt };
    },

    /**
     * The user of a live session. Its expiry moves forward (`bumped`, with the new `expiresAt`) when it last
     * moved over a bump interval ago. The windows are those of the account's role now, whatever it was when
     * the session began.
     */
    async findUser(tokenHash: string, now = new Date()) {
      const [found] = await db
        .select({ user: users, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!found) return null;
      const { user, createdAt, lastUsedAt } = found;
      if (sessionExpiry(createdAt, lastUsedAt, user.role).getTime() <= now.getTime()) {
        await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
        return null;
      }
      if (now.getTime() - lastUsedAt.getTime() < sessionBumpIntervalMs(user.role)) return { user, bumped: false as const };
      const expiresAt = sessionExpiry(createdAt, now, user.role);
      await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
      return { user, bumped: true as const, expiresAt };
    },

    async revoke(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of the account (sign out everywhere). */
    async revokeAllOf(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    async deleteExpired(now = new Date()): Promise<number> {
      const removed = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ tokenHash: sessions.tokenHash });
      return removed.length;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
