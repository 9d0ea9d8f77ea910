import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { NewsletterSubscriber, Page, PageQuery } from '@nurseprep/contracts';
import type { Database } from '../db/client';
import { emailTokens, newsletterSubscriptions } from '../db/schema';
import { hashToken } from '../lib/tokens';
import type { OutgoingMail } from '../mail/compose';
import { createEmailTokensRepository } from '../accounts/email-tokens-repository';
import { createMailOutboxRepository } from '../mail/outbox-repository';

/** How long the link of a newsletter confirmation email works. */
export const NEWSLETTER_CONFIRMATION_LINK_DAYS = 7;

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** A subscriber and the token of their unsubscribe links (for the mail tool's export). */
export type ExportedSubscriber = NewsletterSubscriber & { unsubscribeToken: string };

/** Listed and exported: confirmed by its owner, and not unsubscribed since. */
const active = and(isNotNull(newsletterSubscriptions.confirmedAt), isNull(newsletterSubscriptions.unsubscribedAt));

function toSubscriber(row: SubscriptionRow): NewsletterSubscriber {
  return { id: row.id, email: row.email, createdAt: row.createdAt.toISOString(), confirmedAt: (row.confirmedAt ?? row.createdAt).toISOString() };
}

export function createNewsletterSubscriptionsRepository(db: Database) {
  return {
    /**
     * Stores the address (lower-case) unconfirmed and queues `mailsFor`'s confirmation mail with a new link,
     * in one transaction. An address already confirmed changes nothing; one that unsubscribed starts over
     * unconfirmed; no second link goes to an address within a few minutes of the last. Whether a mail was
     * queued (the caller answers the same either way, so nobody learns who subscribed).
     */
    async subscribe(email: string, mailsFor: (token: string) => OutgoingMail[]): Promise<boolean> {
      const address = email.toLowerCase();
      return db.transaction(async (transaction) => {
        await transaction.insert(newsletterSubscriptions).values({ email: address }).onConflictDoNothing({ target: newsletterSubscriptions.email });
        const [subscription] = await transaction.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, address)).for('update');
        if (!subscription) throw new Error('the subscription disappeared while it was stored');
        if (subscription.confirmedAt !== null && subscription.unsubscribedAt === null) return false;
        if (subscription.confirmedAt !== null) {
          // Unsubscribed: the new subscription needs a confirmation of its own.
          await transaction.update(newsletterSubscriptions).set({ confirmedAt: null }).where(eq(newsletterSubscriptions.id, subscription.id));
        }
        const token = await createEmailTokensRepository(transaction).issueUnlessRecent({
          purpose: 'newsletter-confirmation',
          email: address,
          subscriptionId: subscription.id,
          lifetimeDays: NEWSLETTER_CONFIRMATION_LINK_DAYS,
        });
        if (!token) return false;
        await createMailOutboxRepository(transaction).enqueue(...mailsFor(token));
        return true;
      });
    },

    /**
     * Spends a confirmation link: the address is subscribed (confirmed, an unsubscription undone) and, when it
     * was not subscribed a moment ago, `welcomeFor`'s mail is queued with it. Null for an unknown, used or
     * expired link.
     */
    async confirm(
      token: string,
      welcomeFor: (subscriber: { email: string; unsubscribeToken: string }) => OutgoingMail[],
    ): Promise<{ email: string } | null> {
      return db.transaction(async (transaction) => {
        const [spent] = await transaction
          .update(emailTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(emailTokens.tokenHash, hashToken(token)),
              eq(emailTokens.purpose, 'newsletter-confirmation'),
              isNull(emailTokens.usedAt),
              gt(emailTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ subscriptionId: emailTokens.subscriptionId });
        if (!spent?.subscriptionId) return null;
        const [subscription] = await transaction.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, spent.subscriptionId)).for('update');
        if (!subscription) return null;
        if (subscription.confirmedAt !== null && subscription.unsubscribedAt === null) return { email: subscription.email };
        await transaction
          .update(newsletterSubscriptions)
          .set({ confirmedAt: sql`now()`, unsubscribedAt: null })
          .where(eq(newsletterSubscriptions.id, subscription.id));
        await createMailOutboxRepository(transaction).enqueue(...welcomeFor({ email: subscription.email, unsubscribeToken: subscription.unsubscribeToken }));
        return { email: subscription.email };
      });
    },

    /**
     * Unsubscribes the address of an unsubscribe token (again: the same answer) and voids its unused
     * confirmation links, so an old email cannot subscribe it again. Null for an unknown token.
     */
    async unsubscribe(unsubscribeToken: string): Promise<{ email: string } | null> {
      return db.transaction(async (transaction) => {
        const [subscription] = await transaction
          .update(newsletterSubscriptions)
          .set({ unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
          .where(eq(newsletterSubscriptions.unsubscribeToken, unsubscribeToken))
          .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
        if (!subscription) return null;
        await transaction
          .update(emailTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(emailTokens.subscriptionId, subscription.id), eq(emailTokens.purpose, 'newsletter-confirmation'), isNull(emailTokens.usedAt)));
        return { email: subscription.email };
      });
    },

    /** Confirmed subscribers, newest first. */
    async list({ page, pageSize }: PageQuery): Promise<Page<NewsletterSubscriber>> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(newsletterSubscriptions)
          .where(active)
          .orderBy(desc(newsletterSubscriptions.confirmedAt), desc(newsletterSubscriptions.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(newsletterSubscriptions).where(active),
      ]);
      return { items: rows.map(toSubscriber), total: totals?.total ?? 0, page, pageSize };
    },

    /** Every confirmed subscriber, oldest first (the order a mail tool imports them in). */
    async all(): Promise<ExportedSubscriber[]> {
      const rows = await db
        .select()
        .from(newsletterSubscriptions)
        .where(active)
        .orderBy(asc(newsletterSubscriptions.confirmedAt), asc(newsletterSubscriptions.id));
      return rows.map((row) => ({ ...toSubscriber(row), unsubscribeToken: row.unsubscribeToken }));
    },
  };
}
export type NewsletterSubscriptionsRepository = ReturnType<typeof createNewsletterSubscriptionsRepository>;
