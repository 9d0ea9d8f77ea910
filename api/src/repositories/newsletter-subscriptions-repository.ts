import { asc, count, desc } from 'drizzle-orm';
import type { NewsletterSubscriber, Page, PageQuery } from '@nurseprep/contracts';
import type { Database } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

function toSubscriber(row: SubscriptionRow): NewsletterSubscriber {
  return { id: row.id, email: row.email, createdAt: row.createdAt.toISOString() };
}

export function createNewsletterSubscriptionsRepository(db: Database) {
  return {
    /** Stores the address (lower-case) once: subscribing again changes nothing and is not an error. */
    async subscribe(email: string): Promise<void> {
      await db.insert(newsletterSubscriptions).values({ email: email.toLowerCase() }).onConflictDoNothing({ target: newsletterSubscriptions.email });
    },

    async list({ page, pageSize }: PageQuery): Promise<Page<NewsletterSubscriber>> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(newsletterSubscriptions)
          .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(newsletterSubscriptions),
      ]);
      return { items: rows.map(toSubscriber), total: totals?.total ?? 0, page, pageSize };
    },

    /** Every subscriber, oldest first (the order a mail tool imports them in). */
    async all(): Promise<NewsletterSubscriber[]> {
      const rows = await db.select().from(newsletterSubscriptions).orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.id));
      return rows.map(toSubscriber);
    },
  };
}
export type NewsletterSubscriptionsRepository = ReturnType<typeof createNewsletterSubscriptionsRepository>;
