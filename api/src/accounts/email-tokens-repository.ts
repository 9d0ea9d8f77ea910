import { and, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { emailTokens } from '../db/schema';
import type { EmailTokenPurpose } from '../db/schema/email-tokens';
import { hashToken, newEmailToken } from '../lib/tokens';

/** A confirmation link is mailed again for the same thing at most once in this many minutes. */
export const CONFIRMATION_MAIL_INTERVAL_MINUTES = 5;

/** A link for a newsletter address or a lead's number, made by issueUnlessRecent. */
export interface SubjectToken {
  purpose: 'newsletter-confirmation' | 'whatsapp-consent';
  email: string;
  subscriptionId?: number;
  leadId?: number;
  whatsappNumber?: string;
  lifetimeDays: number;
}

export interface NewAccountToken {
  tokenHash: string;
  purpose: EmailTokenPurpose;
  /** The address the link is sent to. */
  email: string;
  userId: number;
  expiresAt: Date;
}

/** The single-use links mailed to accounts (password reset, email verification); only their SHA-256 is stored. */
export function createEmailTokensRepository(db: Executor) {
  return {
    async create(token: NewAccountToken, now: Date): Promise<void> {
      await db.insert(emailTokens).values({ ...token, email: token.email.toLowerCase(), createdAt: now });
    },

    /**
     * Uses up a live token: one statement checks and spends it, so two requests with the same token cannot
     * both get it. Undefined when the token is unknown, of another purpose, used or expired.
     */
    async spend(tokenHash: string, purpose: EmailTokenPurpose, now: Date) {
      const [spent] = await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
        .returning({ userId: emailTokens.userId, email: emailTokens.email });
      return spent;
    },

    /** Spends every unused token of an account for one purpose (a newer link replaces them). */
    async spendUnused(userId: number, purpose: EmailTokenPurpose, now: Date): Promise<void> {
      await db
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    },

    /** A token of this purpose, used or not, expired or not. */
    async find(tokenHash: string, purpose: EmailTokenPurpose) {
      const [row] = await db
        .select({ userId: emailTokens.userId, email: emailTokens.email })
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
        .limit(1);
      return row;
    },

    /**
     * A new link for a newsletter address or a lead's number, or null when an unused one for the same thing
     * was made within CONFIRMATION_MAIL_INTERVAL_MINUTES (the mail is not sent again so soon).
     */
    async issueUnlessRecent({ lifetimeDays, ...subject }: SubjectToken): Promise<string | null> {
      const same: SQL[] = [eq(emailTokens.purpose, subject.purpose)];
      if (subject.subscriptionId !== undefined) same.push(eq(emailTokens.subscriptionId, subject.subscriptionId));
      if (subject.leadId !== undefined) same.push(eq(emailTokens.leadId, subject.leadId));
      if (subject.whatsappNumber !== undefined) same.push(eq(emailTokens.whatsappNumber, subject.whatsappNumber));
      const [recent] = await db
        .select({ tokenHash: emailTokens.tokenHash })
        .from(emailTokens)
        .where(and(...same, isNull(emailTokens.usedAt), gt(emailTokens.createdAt, sql`now() - make_interval(mins => ${CONFIRMATION_MAIL_INTERVAL_MINUTES})`)))
        .limit(1);
      if (recent) return null;
      const token = newEmailToken();
      await db.insert(emailTokens).values({ ...subject, tokenHash: hashToken(token), expiresAt: sql`now() + make_interval(days => ${lifetimeDays})` });
      return token;
    },

    /** Deletes links past their expiry, used or not: none of them can do anything any more. */
    async deleteExpired(now: Date): Promise<number> {
      const removed = await db.delete(emailTokens).where(lt(emailTokens.expiresAt, now)).returning({ tokenHash: emailTokens.tokenHash });
      return removed.length;
    },
  };
}
export type EmailTokensRepository = ReturnType<typeof createEmailTokensRepository>;
