import { count, desc } from 'drizzle-orm';
import {
  examTypeNamedIn,
  optionLabel,
  serviceTypeOptions,
  type Page,
  type PageQuery,
  type ServiceRequest,
  type ServiceRequestRecord,
} from '@nurseprep/contracts';
import type { Database } from '../db/client';
import { serviceRequests } from '../db/schema';
import type { OutgoingMail } from '../mail/compose';
import { createLeadContactsRepository, type FormContactOutcome } from '../marketing/lead-contacts-repository';
import { createMailOutboxRepository } from '../mail/outbox-repository';

type RequestRow = typeof serviceRequests.$inferSelect;

function toRecord(row: RequestRow): ServiceRequestRecord {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export function createServiceRequestsRepository(db: Database) {
  return {
    /**
     * Stores the request (status pending), makes or refreshes its lead and queues the mails `mailsFor` writes
     * about them, in one transaction: all of it or none.
     */
    async create(
      { whatsappConsent, ...request }: ServiceRequest,
      mailsFor: (stored: { id: number; lead: FormContactOutcome }) => OutgoingMail[] = () => [],
    ): Promise<{ id: number }> {
      return db.transaction(async (transaction) => {
        const lead = await createLeadContactsRepository(transaction).recordFormContact({
          name: request.name,
          email: request.email,
          phone: request.phone,
          // The service types name no exam ('Exam Preparation'), so this is null until one does.
          examType: examTypeNamedIn(optionLabel(serviceTypeOptions, request.serviceType)),
          source: 'service-request',
          whatsappConsent,
        });
        const [row] = await transaction
          .insert(serviceRequests)
          .values({
            ...request,
            phone: request.phone || null,
            budget: request.budget || null,
            additionalRequirements: request.additionalRequirements || null,
          })
          .returning({ id: serviceRequests.id });
        if (!row) throw new Error('insert returned no row');
        await createMailOutboxRepository(transaction).enqueue(...mailsFor({ id: row.id, lead }));
        return row;
      });
    },

    async list({ page, pageSize }: PageQuery): Promise<Page<ServiceRequestRecord>> {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(serviceRequests)
          .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(serviceRequests),
      ]);
      return { items: rows.map(toRecord), total: totals?.total ?? 0, page, pageSize };
    },
  };
}
export type ServiceRequestsRepository = ReturnType<typeof createServiceRequestsRepository>;
