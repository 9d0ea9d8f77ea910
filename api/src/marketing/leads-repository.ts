import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  leadStatuses,
  type ExamTypeCode,
  type Lead,
  type LeadContactChange,
  type LeadDetail,
  type LeadFormSource,
  type LeadsQuery,
  type LeadStatus,
  type MarketingStats,
  type Page,
} from '@nurseprep/contracts';
import type { Executor } from '../db/client';
import { leadContactChanges, leads, serviceRequests, tutoringInquiries } from '../db/schema';
import { createWhatsappMessagesRepository } from '../whatsapp/messages-repository';

type LeadRow = typeof leads.$inferSelect;

/** WhatsApp's customer-service window: free text reaches a person for 24 hours after their last message. */
export const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The digits WhatsApp addresses a phone number by (country code included), or null when there are none. */
export function whatsappNumberOf(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length > 0 ? digits.slice(0, 20) : null;
}

export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    whatsappNumber: row.whatsappNumber,
    examType: row.examType as ExamTypeCode | null,
    status: row.status,
    source: row.source,
    whatsappConsent: row.whatsappConsent,
    whatsappOptedOutAt: row.whatsappOptedOutAt?.toISOString() ?? null,
    whatsappWindowClosesAt: row.whatsappLastInboundAt ? new Date(row.whatsappLastInboundAt.getTime() + CUSTOMER_SERVICE_WINDOW_MS).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLeadContactChange(row: typeof leadContactChanges.$inferSelect): LeadContactChange {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    whatsappNumber: row.whatsappNumber,
    source: row.source as LeadFormSource,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createLeadsRepository(db: Executor) {
  return {
    async list({ page, pageSize, q, status, examType }: LeadsQuery): Promise<Page<Lead>> {
      const conditions: SQL[] = [];
      if (q) {
        const pattern = `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
        const digits = q.replace(/\D/g, '');
        const matches = [ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.phone, pattern)];
        if (digits.length >= 3) matches.push(ilike(leads.whatsappNumber, `%${digits}%`));
        const match = or(...matches);
        if (match) conditions.push(match);
      }
      if (status) conditions.push(eq(leads.status, status));
      if (examType) conditions.push(eq(leads.examType, examType));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ total: count() }).from(leads).where(where),
      ]);
      return { items: rows.map(toLead), total: totals?.total ?? 0, page, pageSize };
    },

    /**
     * The lead with every form its email sent (newest first), its WhatsApp conversation (oldest first) and the
     * numbers forms proposed that wait for staff (oldest first).
     */
    async detail(id: number): Promise<LeadDetail | null> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      if (!row) return null;
      const email = row.email;
      const [inquiries, requests, messages, changes] = await Promise.all([
        email ? db.select().from(tutoringInquiries).where(sql`lower(${tutoringInquiries.email}) = ${email}`).orderBy(desc(tutoringInquiries.createdAt)) : [],
        email ? db.select().from(serviceRequests).where(sql`lower(${serviceRequests.email}) = ${email}`).orderBy(desc(serviceRequests.createdAt)) : [],
        createWhatsappMessagesRepository(db).conversation(id),
        db
          .select()
          .from(leadContactChanges)
          .where(and(eq(leadContactChanges.leadId, id), eq(leadContactChanges.status, 'pending')))
          .orderBy(asc(leadContactChanges.createdAt), asc(leadContactChanges.id)),
      ]);
      return {
        lead: toLead(row),
        tutoringInquiries: inquiries.map((inquiry) => ({ ...inquiry, source: inquiry.source as 'tutoring' | 'contact', createdAt: inquiry.createdAt.toISOString() })),
        serviceRequests: requests.map((request) => ({ ...request, createdAt: request.createdAt.toISOString() })),
        messages,
        pendingContactChanges: changes.map(toLeadContactChange),
      };
    },

    async setInquiryContacted(id: number, contacted: boolean): Promise<boolean> {
      const rows = await db.update(tutoringInquiries).set({ contacted }).where(eq(tutoringInquiries.id, id)).returning({ id: tutoringInquiries.id });
      return rows.length > 0;
    },

    async setServiceRequestStatus(id: number, status: 'pending' | 'contacted'): Promise<boolean> {
      const rows = await db.update(serviceRequests).set({ status }).where(eq(serviceRequests.id, id)).returning({ id: serviceRequests.id });
      return rows.length > 0;
    },

    async byId(id: number): Promise<Lead | null> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id));
      return row ? toLead(row) : null;
    },

    /** The lead WhatsApp knows by this number (the most recently active one, if several share it). */
    async byWhatsappNumber(whatsappNumber: string): Promise<Lead | null> {
      const [row] = await db.select().from(leads).where(eq(leads.whatsappNumber, whatsappNumber)).orderBy(desc(leads.updatedAt), desc(leads.id)).limit(1);
      return row ? toLead(row) : null;
    },

    /**
     * The lead of an inbound WhatsApp message: the one with this number, or a new one (source whatsapp, no
     * email) for an unknown number. Its window opens at `receivedAt` (never moving back for a late webhook).
     * STOP or unsubscribe opts out, and START opts in again (consent recorded), every lead with this number:
     * the person wrote it from that phone. A per-number advisory lock keeps two deliveries of a first message
     * from making two leads.
     */
    async recordInboundContact(contact: { whatsappNumber: string; name: string; receivedAt: Date; optOut: boolean; optIn?: boolean }): Promise<number> {
      return db.transaction(async (transaction) => {
        await transaction.execute(sql`select pg_advisory_xact_lock(hashtext(${`whatsapp:${contact.whatsappNumber}`}))`);
        const [existing] = await transaction
          .select({ id: leads.id })
          .from(leads)
          .where(eq(leads.whatsappNumber, contact.whatsappNumber))
          .orderBy(desc(leads.updatedAt), desc(leads.id))
          .limit(1);
        const writtenAt = sql`${contact.receivedAt.toISOString()}::timestamptz`;
        // The opt-out keeps the time the person wrote STOP: a START counts only when written after it, since
        // Meta delivers old messages again and an old START must not undo a later STOP.
        if (contact.optOut) {
          await transaction
            .update(leads)
            .set({ whatsappOptedOutAt: sql`coalesce(${leads.whatsappOptedOutAt}, ${writtenAt})`, updatedAt: sql`now()` })
            .where(eq(leads.whatsappNumber, contact.whatsappNumber));
        } else if (contact.optIn) {
          await transaction
            .update(leads)
            .set({ whatsappOptedOutAt: null, whatsappConsent: true, updatedAt: sql`now()` })
            .where(
              and(
                eq(leads.whatsappNumber, contact.whatsappNumber),
                or(isNull(leads.whatsappOptedOutAt), sql`${leads.whatsappOptedOutAt} < ${writtenAt}`),
              ),
            );
        }
        if (existing) {
          await transaction
            .update(leads)
            .set({ whatsappLastInboundAt: sql`greatest(${leads.whatsappLastInboundAt}, ${contact.receivedAt.toISOString()}::timestamptz)`, updatedAt: sql`now()` })
            .where(eq(leads.id, existing.id));
          return existing.id;
        }
        const [created] = await transaction
          .insert(leads)
          .values({
            name: contact.name.slice(0, 100) || contact.whatsappNumber,
            phone: contact.whatsappNumber,
            whatsappNumber: contact.whatsappNumber,
            examType: null,
            source: 'whatsapp',
            whatsappLastInboundAt: contact.receivedAt,
            whatsappOptedOutAt: contact.optOut ? contact.receivedAt : null,
            whatsappConsent: contact.optIn === true,
          })
          .returning({ id: leads.id });
        if (!created) throw new Error('insert returned no row');
        return created.id;
      });
    },

    async setStatus(id: number, status: LeadStatus): Promise<Lead | null> {
      const [row] = await db.update(leads).set({ status, updatedAt: sql`now()` }).where(eq(leads.id, id)).returning();
      return row ? toLead(row) : null;
    },

    /** Counts by status (every status, zeros included) and by exam type (leads with none are left out). */
    async stats(): Promise<MarketingStats> {
      const [byStatus, byExamType] = await Promise.all([
        db.select({ status: leads.status, total: count() }).from(leads).groupBy(leads.status),
        db.select({ examType: leads.examType, total: count() }).from(leads).groupBy(leads.examType),
      ]);
      const statusCounts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;
      let total = 0;
      for (const row of byStatus) {
        statusCounts[row.status] = row.total;
        total += row.total;
      }
      const examTypes: Record<string, number> = {};
      for (const row of byExamType) if (row.examType !== null) examTypes[row.examType] = row.total;
      return { total, ...statusCounts, examTypes };
    },
  };
}
export type LeadsRepository = ReturnType<typeof createLeadsRepository>;
