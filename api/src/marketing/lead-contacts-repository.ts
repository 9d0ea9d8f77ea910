import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ExamTypeCode, Lead, LeadFormSource } from '@nurseprep/contracts';
import type { Executor } from '../db/client';
import { emailTokens, leadContactChanges, leads } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { createEmailTokensRepository } from '../accounts/email-tokens-repository';
import { toLead, whatsappNumberOf } from './leads-repository';

/** How long the link of a WhatsApp consent email works. */
export const WHATSAPP_CONSENT_LINK_DAYS = 7;

/** What a public form tells about the person who sent it. */
export interface FormContact {
  name: string;
  email: string;
  phone?: string | null | undefined;
  examType: ExamTypeCode | null;
  source: LeadFormSource;
  /** Ticked 'Send me updates on WhatsApp' (the booking form). */
  whatsappConsent?: boolean | undefined;
}

/** What became of a form's WhatsApp tick. */
export type FormConsent =
  /** Not ticked: nothing changes. */
  | { status: 'not-asked' }
  /** The lead agrees to updates: a new lead's tick, or an existing lead that already agreed. */
  | { status: 'recorded' }
  /** An existing lead that had not agreed (or opted out): the owner of the address must confirm by email. */
  | { status: 'confirmation-needed'; whatsappNumber: string; token: string | null }
  /** An existing lead that had not agreed, and no number to confirm. */
  | { status: 'no-number' };

export interface FormContactOutcome {
  leadId: number;
  /** The form made the lead. */
  created: boolean;
  /** The lead's own name (an existing lead keeps it), for mails written to the lead. */
  leadName: string;
  /** The number WhatsApp updates are about: the form's, else the lead's; null when neither has one. */
  whatsappNumber: string | null;
  /** Another number than the lead's, waiting for staff on the lead's page. */
  proposedNumber: string | null;
  consent: FormConsent;
}

export type ContactChangeResolution = { outcome: 'done'; lead: Lead } | { outcome: 'not-found' } | { outcome: 'already-resolved' };

/**
 * Who may change how a lead is reached. A public form knows nothing but an email address anyone can type,
 * so it never changes an existing lead's name, number or consent: a new number waits for staff, and a tick
 * for WhatsApp updates is confirmed by the owner of the address. Only the person (START on WhatsApp, the
 * consent email's link) or staff change them.
 */
/** Resolves a pending change of this lead; `exists` tells a resolved change from one the lead never had. */
async function resolveChange(db: Executor, leadId: number, changeId: number, status: 'accepted' | 'dismissed', staffId: number | null) {
  const [resolved] = await db
    .update(leadContactChanges)
    .set({ status, resolvedAt: sql`now()`, resolvedBy: staffId })
    .where(and(eq(leadContactChanges.id, changeId), eq(leadContactChanges.leadId, leadId), eq(leadContactChanges.status, 'pending')))
    .returning();
  if (resolved) return { resolved, exists: true };
  const [existing] = await db
    .select({ id: leadContactChanges.id })
    .from(leadContactChanges)
    .where(and(eq(leadContactChanges.id, changeId), eq(leadContactChanges.leadId, leadId)));
  return { resolved: null, exists: existing !== undefined };
}

export function createLeadContactsRepository(db: Executor) {
  /** A consent link for `whatsappNumber`, or null when one for it was mailed a few minutes ago. */
  async function issueConsentToken(lead: { id: number; email: string }, whatsappNumber: string): Promise<string | null> {
    return createEmailTokensRepository(db).issueUnlessRecent({
      purpose: 'whatsapp-consent',
      email: lead.email,
      leadId: lead.id,
      whatsappNumber,
      lifetimeDays: WHATSAPP_CONSENT_LINK_DAYS,
    });
  }

  return {
    /**
     * The lead of a form: a new email makes one as the form says (its tick included). For an email already
     * known, the form only refreshes the source and exam type; a lead with no number (and no consent) takes
     * the form's, another number is stored as a pending change, and a tick from a lead that has not agreed
     * (or wrote STOP) gets a consent link to mail instead. Run it in the transaction that stores the
     * submission: the lead's row stays locked until then, so two forms for one address apply one at a time.
     */
    async recordFormContact(contact: FormContact): Promise<FormContactOutcome> {
      const email = contact.email.toLowerCase();
      const phone = contact.phone?.trim() || null;
      const formNumber = whatsappNumberOf(phone);
      const ticked = contact.whatsappConsent === true;
      const [created] = await db
        .insert(leads)
        .values({ name: contact.name, email, phone, whatsappNumber: formNumber, examType: contact.examType, source: contact.source, whatsappConsent: ticked })
        .onConflictDoNothing({ target: leads.email })
        .returning({ id: leads.id });
      if (created) {
        return { leadId: created.id, created: true, leadName: contact.name, whatsappNumber: formNumber, proposedNumber: null, consent: { status: ticked ? 'recorded' : 'not-asked' } };
      }

      const [lead] = await db.select().from(leads).where(eq(leads.email, email)).for('update');
      if (!lead?.email) throw new Error('the lead of this email disappeared while its form was stored');
      // A lead with no number takes the first one a form gives, unless it already agreed to updates: campaigns
      // would reach that number at once, so then it waits for staff like any other.
      const takesNumber = formNumber !== null && lead.whatsappNumber === null && !lead.whatsappConsent;
      const proposedNumber = formNumber !== null && !takesNumber && formNumber !== lead.whatsappNumber ? formNumber : null;
      await db
        .update(leads)
        .set({
          source: contact.source,
          examType: contact.examType ?? lead.examType,
          updatedAt: sql`now()`,
          ...(takesNumber ? { phone, whatsappNumber: formNumber } : {}),
        })
        .where(eq(leads.id, lead.id));
      if (proposedNumber !== null && phone !== null) {
        const [waiting] = await db
          .select({ id: leadContactChanges.id })
          .from(leadContactChanges)
          .where(and(eq(leadContactChanges.leadId, lead.id), eq(leadContactChanges.whatsappNumber, proposedNumber), eq(leadContactChanges.status, 'pending')))
          .limit(1);
        if (!waiting) await db.insert(leadContactChanges).values({ leadId: lead.id, name: contact.name, phone, whatsappNumber: proposedNumber, source: contact.source });
      }

      const whatsappNumber = formNumber ?? lead.whatsappNumber;
      const outcome = { leadId: lead.id, created: false, leadName: lead.name, whatsappNumber, proposedNumber };
      if (!ticked) return { ...outcome, consent: { status: 'not-asked' } };
      if (lead.whatsappConsent && lead.whatsappOptedOutAt === null) return { ...outcome, consent: { status: 'recorded' } };
      if (whatsappNumber === null) return { ...outcome, consent: { status: 'no-number' } };
      const token = await issueConsentToken({ id: lead.id, email: lead.email }, whatsappNumber);
      return { ...outcome, consent: { status: 'confirmation-needed', whatsappNumber, token } };
    },

    /**
     * Spends a WhatsApp consent link: the lead agrees to updates on the number the link names, an opt-out is
     * lifted (the owner of the address asked for them) and that number becomes the lead's, resolving a pending
     * change to it. Null for an unknown, used or expired link.
     */
    async confirmWhatsappConsent(token: string): Promise<{ whatsappNumber: string; stoppedOnWhatsapp: boolean } | null> {
      return db.transaction(async (transaction) => {
        const [spent] = await transaction
          .update(emailTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(emailTokens.tokenHash, hashToken(token)),
              eq(emailTokens.purpose, 'whatsapp-consent'),
              isNull(emailTokens.usedAt),
              gt(emailTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ leadId: emailTokens.leadId, whatsappNumber: emailTokens.whatsappNumber });
        if (!spent?.leadId || !spent.whatsappNumber) return null;
        const { leadId, whatsappNumber } = spent;
        const [lead] = await transaction.select().from(leads).where(eq(leads.id, leadId)).for('update');
        if (!lead) return null;
        const [accepted] = await transaction
          .update(leadContactChanges)
          .set({ status: 'accepted', resolvedAt: sql`now()` })
          .where(and(eq(leadContactChanges.leadId, leadId), eq(leadContactChanges.whatsappNumber, whatsappNumber), eq(leadContactChanges.status, 'pending')))
          .returning({ phone: leadContactChanges.phone });
        const phone = lead.whatsappNumber === whatsappNumber ? lead.phone : (accepted?.phone ?? `+${whatsappNumber}`);
        // A STOP written from this number stands: the mail proves who owns the address, not the phone, so only
        // START from the phone lifts it. A STOP from the lead's old number does not hold the new one back.
        const [stopped] = await transaction
          .select({ at: leads.whatsappOptedOutAt })
          .from(leads)
          .where(and(eq(leads.whatsappNumber, whatsappNumber), isNotNull(leads.whatsappOptedOutAt)))
          .orderBy(desc(leads.whatsappOptedOutAt))
          .limit(1);
        const optedOutAt = stopped?.at ?? null;
        await transaction
          .update(leads)
          .set({ whatsappConsent: true, whatsappOptedOutAt: optedOutAt, whatsappNumber, phone, updatedAt: sql`now()` })
          .where(eq(leads.id, leadId));
        return { whatsappNumber, stoppedOnWhatsapp: optedOutAt !== null };
      });
    },

    /** Staff take a proposed number: it becomes the lead's phone and WhatsApp number. */
    async acceptChange(leadId: number, changeId: number, staffId: number | null): Promise<ContactChangeResolution> {
      return db.transaction(async (transaction) => {
        const { resolved, exists } = await resolveChange(transaction, leadId, changeId, 'accepted', staffId);
        if (!resolved) return { outcome: exists ? 'already-resolved' : 'not-found' };
        const [lead] = await transaction
          .update(leads)
          .set({ phone: resolved.phone, whatsappNumber: resolved.whatsappNumber, updatedAt: sql`now()` })
          .where(eq(leads.id, leadId))
          .returning();
        if (!lead) return { outcome: 'not-found' };
        return { outcome: 'done', lead: toLead(lead) };
      });
    },

    /** Staff turn a proposed number down: the lead stays as it is. */
    async dismissChange(leadId: number, changeId: number, staffId: number | null): Promise<ContactChangeResolution> {
      const { resolved, exists } = await resolveChange(db, leadId, changeId, 'dismissed', staffId);
      if (!resolved) return { outcome: exists ? 'already-resolved' : 'not-found' };
      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
      return lead ? { outcome: 'done', lead: toLead(lead) } : { outcome: 'not-found' };
    },
  };
}
export type LeadContactsRepository = ReturnType<typeof createLeadContactsRepository>;
