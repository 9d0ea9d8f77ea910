import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import { mailStatuses } from '../db/schema/mail-outbox';
import type { OutgoingMail } from './compose';

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type MailStatus = (typeof mailStatuses)[number];

/** How a mail the server could not take now is tried again. */
export interface RetryPolicy {
  /** The wait after the first failed attempt; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts in all; the last failure marks the mail failed. */
  maxAttempts: number;
}

export const defaultRetryPolicy: RetryPolicy = { firstDelayMs: 60_000, maxDelayMs: 60 * 60_000, maxAttempts: 8 };

/** A mail claimed longer ago than this was cut short by a stopped server. */
export const SENDING_LEASE_MS = 5 * 60_000;
export const interruptedSendMessage = 'interrupted while sending; not retried so it cannot arrive twice';

/** The wait before attempt `attempts + 1`: 1 min, 2, 4, ... up to the cap. */
export function retryDelayMs(attempts: number, policy: RetryPolicy = defaultRetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

const MAX_ERROR_LENGTH = 1000;
const errorText = (error: string) => error.slice(0, MAX_ERROR_LENGTH);

/** Set on a mail that leaves the outbox for good: a secret link has no use once the mail is out (or never will be). */
const eraseSensitiveBodies = {
  textBody: sql`case when ${mailOutbox.sensitive} then '' else ${mailOutbox.textBody} end`,
  htmlBody: sql`case when ${mailOutbox.sensitive} then '' else ${mailOutbox.htmlBody} end`,
};

export function createMailOutboxRepository(db: Executor) {
  /** This claim's row, as long as it is still this instance's to settle. */
  const stillClaimed = (mail: OutboxMail) => and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.claimedBy, mail.claimedBy ?? ''));

  /** The server refused the mail for good (a 5xx), or it ran out of attempts: failed, never tried again. */
  async function fail(mail: OutboxMail, error: string): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ status: 'failed', error: errorText(error), ...eraseSensitiveBodies })
      .where(stillClaimed(mail));
  }

  return {
    /**
     * Queues mails for the sender. Pass a transaction's executor to queue them with the change they report
     * (a reset token, a stored form), so a mail is never sent for something that was rolled back.
     */
    async enqueue(...mails: OutgoingMail[]): Promise<void> {
      if (mails.length === 0) return;
      await db.insert(mailOutbox).values(
        mails.map((mail) => ({
          kind: mail.kind,
          recipient: mail.to.toLowerCase(),
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          headers: mail.headers ?? {},
          sensitive: mail.sensitive ?? false,
        })),
      );
    },

    /**
     * Takes the oldest due queued mail for `instance` (others skip the locked row) and counts the attempt. The
     * claim is its own statement, committed before the send: after a crash the row shows it was in flight.
     */
    async claimNext(instance: string): Promise<OutboxMail | null> {
      const [claimed] = await db
        .update(mailOutbox)
        .set({ status: 'sending', claimedBy: instance, claimedAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(
          sql`${mailOutbox.id} = (
            select due.id from ${mailOutbox} due
            where due.status = 'queued' and due.next_attempt_at <= now()
            order by due.next_attempt_at, due.id
            limit 1
            for update skip locked
          )`,
        )
        .returning();
      return claimed ?? null;
    },

    /** The server took the mail: sent, with its Message-ID, and a sensitive body erased. */
    async complete(mail: OutboxMail, messageId: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, messageId: messageId.slice(0, 255), error: null, ...eraseSensitiveBodies })
        .where(stillClaimed(mail));
    },

    /**
     * The server could not take the mail now: queued again after a wait that doubles with each attempt, or
     * failed with this error once the attempts are used up.
     */
    async retryLater(mail: OutboxMail, error: string, policy: RetryPolicy = defaultRetryPolicy): Promise<'queued' | 'failed'> {
      if (mail.attempts >= policy.maxAttempts) {
        await fail(mail, error);
        return 'failed';
      }
      const delayMs = retryDelayMs(mail.attempts, policy);
      await db
        .update(mailOutbox)
        .set({ status: 'queued', claimedBy: null, claimedAt: null, error: errorText(error), nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'` })
        .where(stillClaimed(mail));
      return 'queued';
    },

    fail,

    /**
     * Mails claimed longer than the lease ago: the instance sending them stopped mid-send, so the mail may or
     * may not have left. They are failed rather than sent again. Returns how many.
     */
    async failInterrupted(leaseMs: number = SENDING_LEASE_MS): Promise<number> {
      const rows = await db
        .update(mailOutbox)
        .set({ status: 'failed', error: interruptedSendMessage, ...eraseSensitiveBodies })
        .where(and(eq(mailOutbox.status, 'sending'), sql`${mailOutbox.claimedAt} < now() - ${leaseMs} * interval '1 millisecond'`))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },

    /** How many mails are in each status. */
    async depth(): Promise<Record<MailStatus, number>> {
      const rows = await db.select({ status: mailOutbox.status, total: count() }).from(mailOutbox).groupBy(mailOutbox.status);
      const depth = Object.fromEntries(mailStatuses.map((status) => [status, 0])) as Record<MailStatus, number>;
      for (const row of rows) depth[row.status] = row.total;
      return depth;
    },
  };
}
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
