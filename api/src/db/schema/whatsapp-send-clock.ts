import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row: the next moment a campaign message may leave. Each send reserves a slot 1/rate seconds after
 * the last one, so every server instance on one database shares WHATSAPP_SEND_RATE_PER_SECOND.
 */
export const whatsappSendClock = pgTable('whatsapp_send_clock', {
  id: integer('id').primaryKey(),
  nextSlotAt: timestamp('next_slot_at', { withTimezone: true }).notNull(),
});
