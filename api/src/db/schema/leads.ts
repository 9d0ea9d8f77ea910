import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * One lead per email address (stored lower-cased), made or refreshed by every form submission; a WhatsApp
 * message from an unknown number makes a lead with no email.
 */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 255 }).unique('leads_email_unique'),
    phone: varchar('phone', { length: 20 }),
    /** The phone's digits (country code included), as WhatsApp addresses people: null without a phone. */
    whatsappNumber: varchar('whatsapp_number', { length: 20 }),
    examType: varchar('exam_type', { length: 20 }),
    status: varchar('status', { length: 20, enum: ['new', 'contacted', 'interested', 'enrolled', 'converted'] })
      .notNull()
      .default('new'),
    /** Which form made or last refreshed the lead: tutoring-inquiry, contact-form, service-request or whatsapp. */
    source: varchar('source', { length: 30 }).notNull(),
    /** Ticked 'Send me updates on WhatsApp' on a form: campaigns may reach them. */
    whatsappConsent: boolean('whatsapp_consent').notNull().default(false),
    /** Wrote STOP or unsubscribe: no campaign reaches them. */
    whatsappOptedOutAt: timestamp('whatsapp_opted_out_at', { withTimezone: true }),
    /** Their last message to us: free text may reach them for 24 hours after it. */
    whatsappLastInboundAt: timestamp('whatsapp_last_inbound_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_created_at_index').on(table.createdAt),
    index('leads_status_index').on(table.status),
    index('leads_whatsapp_number_index').on(table.whatsappNumber),
  ],
);
