import { count, desc } from 'drizzle-orm';
import {
  examTypeNamedIn,
  type InquirySource,
  type Page,
  type PageQuery,
  type TutoringInquiry,
  type TutoringInquiryRecord,
} from '@nurseprep/contracts';
import type { Database } from '../db/client';
import { tutoringInquiries } from '../db/schema';
import type { OutgoingMail } from '../mail/compose';
import { createLeadContactsRepository, type FormContactOutcome } from '../marketing/lead-contacts-repository';
import { createMailOutboxRepository } from '../mail/outbox-repository';

type InquiryRow = typeof tutoringInquiries.$inferSelect;

function toRecord(row: InquiryRow): TutoringInquiryRecord {
  return { ...row, source: row.source as InquirySource, createdAt: row.createdAt.toISOString() };
}

export function createTutoringInquiriesRepository(db: Database) {
  return {
    /**
     * Stores the inquiry, makes or refreshes its lead and queues the mails `mailsFor` writes about them, in one
     * transaction: all of it or none.
     */
    async create(
      inquiry: TutoringInquiry & { source: InquirySource },
      mailsFor: (stored: { id: number; lead: FormContactOutcome }) => OutgoingMail[] = () => [],
    ): Promise<{ id: number }> {
      return db.transaction(async (transaction) => {
        const lead = await createLeadContactsRepository(transaction).recordFormContact({
          name: inquiry.name,
          email: inquiry.email,
          examType: examTypeNamedIn(inquiry.subject),
          source: inquiry.source === 'contact' ? 'contact-form' : 'tutoring-inquiry',
        });
        const [row] = await transaction.insert(tutoringInquiries).values(inquiry).returning({ id: tutoringInquiries.id });
        if (!row) throw new Error('insert returned no row');
        await createMailOutboxRepository(transaction).enqueue(...mailsFor({ id: row.id, lead }));
        return row;
      });
    },

    async list({ page, pageSize }: PageQuery): Promise<Page<TutoringInquiryRecord>> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(tutoringInquiries)
          .orderBy(desc(tutoringInquiries.createdAt), desc(tutoringInquiries.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(tutoringInquiries),
      ]);
      return { items: rows.map(toRecord), total: totals?.total ?? 0, page, pageSize };
    },
  };
}
export type TutoringInquiriesRepository = ReturnType<typeof createTutoringInquiriesRepository>;
