import { and, asc, eq, sql } from 'drizzle-orm';
import type { ConversationMessage, WhatsappMessageStatus } from '@nurseprep/contracts';
import type { Executor } from '../db/client';
import { whatsappMessages } from '../db/schema';

type MessageRow = typeof whatsappMessages.$inferSelect;

export function toConversationMessage(row: MessageRow): ConversationMessage {
  return {
    id: row.id,
    direction: row.direction,
    body: row.body,
    type: row.type,
    status: row.status,
    error: row.error,
    campaignId: row.campaignId,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface OutboundMessage {
  leadId: number | null;
  whatsappNumber: string;
  body: string;
  type: 'text' | 'template';
  campaignId?: number | null;
  sentBy?: number | null;
  /** Graph's answer: the wamid, or the failure. */
  result: { ok: true; wamid: string } | { ok: false; code: number | null; reason: string };
}

export interface InboundMessage {
  wamid: string;
  leadId: number;
  whatsappNumber: string;
  body: string;
  receivedAt: Date;
}

/** Graph's delivery statuses in the order they happen; failed ends a message that never got further than sent. */
export type DeliveryStatus = Extract<WhatsappMessageStatus, 'sent' | 'delivered' | 'read' | 'failed'>;

/**
 * How far along each status is. A status only replaces a lower one, so a late or repeated webhook never
 * moves a message backwards (read stays read when a late delivered arrives) and applying one twice changes
 * nothing. failed ranks with delivered: a message that was delivered or read cannot fail any more.
 */
const statusRank = sql`case ${whatsappMessages.status} when 'accepted' then 0 when 'sent' then 1 when 'delivered' then 2 when 'failed' then 2 when 'read' then 3 else 4 end`;
const rankOf: Record<DeliveryStatus, number> = { sent: 1, delivered: 2, failed: 2, read: 3 };

export function createWhatsappMessagesRepository(db: Executor) {
  return {
    async recordOutbound(message: OutboundMessage): Promise<MessageRow> {
      const [row] = await db
        .insert(whatsappMessages)
        .values({
          leadId: message.leadId,
          direction: 'outbound',
          whatsappNumber: message.whatsappNumber,
          body: message.body,
          type: message.type,
          status: message.result.ok ? 'accepted' : 'failed',
          providerMessageId: message.result.ok ? message.result.wamid : null,
          errorCode: message.result.ok ? null : message.result.code,
          error: message.result.ok ? null : message.result.reason,
          campaignId: message.campaignId ?? null,
          sentBy: message.sentBy ?? null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /** Stores an inbound message once (a webhook delivered twice stores nothing new): true when it was new. */
    async recordInbound(message: InboundMessage): Promise<boolean> {
      const rows = await db
        .insert(whatsappMessages)
        .values({
          leadId: message.leadId,
          direction: 'inbound',
          whatsappNumber: message.whatsappNumber,
          body: message.body,
          type: 'text',
          status: 'received',
          providerMessageId: message.wamid,
          createdAt: message.receivedAt,
          statusUpdatedAt: message.receivedAt,
        })
        .onConflictDoNothing({ target: whatsappMessages.providerMessageId })
        .returning({ id: whatsappMessages.id });
      return rows.length > 0;
    },

    /** Moves the message with this wamid forward to `status`; false when it is unknown or already further on. */
    async applyStatus(wamid: string, status: DeliveryStatus, failure?: { code: number | null; reason: string }): Promise<boolean> {
      const rows = await db
        .update(whatsappMessages)
        .set({
          status,
          statusUpdatedAt: sql`now()`,
          ...(status === 'failed' && failure ? { errorCode: failure.code, error: failure.reason } : {}),
        })
        .where(and(eq(whatsappMessages.providerMessageId, wamid), sql`${statusRank} < ${rankOf[status]}`, eq(whatsappMessages.direction, 'outbound')))
        .returning({ id: whatsappMessages.id });
      return rows.length > 0;
    },

    async conversation(leadId: number): Promise<ConversationMessage[]> {
      const rows = await db.select().from(whatsappMessages).where(eq(whatsappMessages.leadId, leadId)).orderBy(asc(whatsappMessages.createdAt), asc(whatsappMessages.id));
      return rows.map(toConversationMessage);
    },

    async byId(id: number): Promise<MessageRow | null> {
      const [row] = await db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id));
      return row ?? null;
    },
  };
}
export type WhatsappMessagesRepository = ReturnType<typeof createWhatsappMessagesRepository>;
