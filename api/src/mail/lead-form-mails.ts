import {
  budgetOptions,
  contactMethodOptions,
  emailLinkUrl,
  optionLabel,
  serviceTypeOptions,
  urgencyLevelOptions,
  type InquirySource,
  type ServiceRequest,
  type TutoringInquiry,
} from '@nurseprep/contracts';
import type { FormConsent, FormContactOutcome } from '../marketing/lead-contacts-repository';
import { WHATSAPP_CONSENT_LINK_DAYS } from '../marketing/lead-contacts-repository';
import { composeMail, type MailSite, type OutgoingMail } from './compose';

/** A form as it was stored, with what became of its lead. */
export interface StoredLeadForm {
  id: number;
  lead: FormContactOutcome;
}

export const leadFormMailTexts = {
  replyPromise: "We'll get back to you within 24 hours.",
  notYou: 'If you did not send this, you can ignore this email.',
  notGiven: '(not given)',
  whatsappUpdates: (number: string) => `You asked for updates on WhatsApp at ${number}. Reply STOP on WhatsApp at any time to stop them.`,
  whatsappConfirmationSent:
    'Because this email address was already known to us, we sent you a separate email to confirm this: we will not send WhatsApp updates until you follow its link.',
  whatsappNoNumber: 'You asked for updates on WhatsApp but left the phone number empty, so we cannot send you any.',
  whatsappNotAsked: 'You did not ask for updates on WhatsApp, so we will not send you any.',
} as const;

const forms = {
  tutoring: { name: 'tutoring inquiry', subject: 'We received your tutoring inquiry' },
  contact: { name: 'contact message', subject: 'We received your message' },
  booking: { name: 'service request', subject: 'We received your service request' },
} as const;

/** How a WhatsApp number (digits with the country code) is written in a mail. */
export const writtenNumber = (whatsappNumber: string) => `+${whatsappNumber}`;

const line = (label: string, value: string | null | undefined) => `${label}: ${value ? value : leadFormMailTexts.notGiven}`;

function inquiryLines(inquiry: TutoringInquiry): string[] {
  return [line('Name', inquiry.name), line('Email', inquiry.email), line('Subject', inquiry.subject), line('Message', inquiry.message)];
}

function serviceRequestLines(request: ServiceRequest): string[] {
  return [
    line('Name', request.name),
    line('Email', request.email),
    line('Phone', request.phone),
    line('Preferred contact method', optionLabel(contactMethodOptions, request.preferredContactMethod)),
    line('Service type', optionLabel(serviceTypeOptions, request.serviceType)),
    line('Urgency', optionLabel(urgencyLevelOptions, request.urgencyLevel)),
    line('Budget', request.budget ? optionLabel(budgetOptions, request.budget) : null),
    line('Description', request.description),
    line('Additional requirements', request.additionalRequirements),
  ];
}

/** What the booking confirmation says about the WhatsApp tick. */
function whatsappLines(consent: FormConsent, whatsappNumber: string | null): string[] {
  switch (consent.status) {
    case 'not-asked':
      return [leadFormMailTexts.whatsappNotAsked];
    case 'recorded':
      return [whatsappNumber ? leadFormMailTexts.whatsappUpdates(writtenNumber(whatsappNumber)) : leadFormMailTexts.whatsappNoNumber];
    case 'confirmation-needed':
      return [leadFormMailTexts.whatsappUpdates(writtenNumber(consent.whatsappNumber)), leadFormMailTexts.whatsappConfirmationSent];
    case 'no-number':
      return [leadFormMailTexts.whatsappNoNumber];
    default:
      return consent satisfies never;
  }
}

function confirmationMail(site: MailSite, form: keyof typeof forms, to: string, name: string, fields: string[], extra: string[]): OutgoingMail {
  return composeMail(site, {
    kind: 'lead-confirmation',
    to,
    subject: forms[form].subject,
    greeting: `Hi ${name},`,
    paragraphs: [`Thank you for writing to ${site.brandName}. This is the ${forms[form].name} you sent us:`, ...fields, ...extra, leadFormMailTexts.replyPromise],
    after: [leadFormMailTexts.notYou],
  });
}

/**
 * The mail that asks the owner of a lead's address to confirm WhatsApp updates a form asked for: sensitive,
 * since its link changes the number the lead is messaged on.
 */
export function whatsappConsentMail(site: MailSite, to: string, leadName: string, whatsappNumber: string, token: string): OutgoingMail {
  return composeMail(site, {
    kind: 'whatsapp-consent',
    to,
    subject: `Confirm WhatsApp updates from ${site.brandName}`,
    greeting: `Hi ${leadName},`,
    paragraphs: [
      `Our booking form was sent with your email address, asking for updates from ${site.brandName} on WhatsApp at ${writtenNumber(whatsappNumber)}.`,
      'If that was you and this is your WhatsApp number, confirm it with the button below. We will not send you WhatsApp updates until you do.',
    ],
    action: { label: 'Confirm WhatsApp updates', url: emailLinkUrl(site.siteUrl, 'confirmWhatsappUpdates', token) },
    after: [`The link works once and expires in ${WHATSAPP_CONSENT_LINK_DAYS} days.`, 'If you did not ask for this, ignore this email: nothing changes.'],
    sensitive: true,
  });
}

/** The note staff get for each form: who sent what, what became of the lead, and a link to the lead's page. */
function staffNote(site: MailSite, to: string, form: keyof typeof forms, fields: string[], stored: StoredLeadForm): OutgoingMail {
  const { lead } = stored;
  const notes = [
    lead.created ? 'This address is new: the form made a new lead.' : 'This address was already a lead: its name, number and WhatsApp consent were left as they were.',
    ...(lead.proposedNumber ? [`The form gave another phone number (${writtenNumber(lead.proposedNumber)}): accept or dismiss it on the lead's page.`] : []),
    ...(lead.consent.status === 'confirmation-needed' ? ['The form asked for WhatsApp updates: the person was mailed a link to confirm them.'] : []),
  ];
  return composeMail(site, {
    kind: 'staff-notification',
    to,
    subject: `New ${forms[form].name} on ${site.brandName}`,
    paragraphs: [`A ${forms[form].name} was sent on the website:`, ...fields, ...notes],
    action: { label: 'Open the lead', url: `${site.siteUrl}/marketing/leads/${lead.leadId}` },
  });
}

/** The mails a tutoring inquiry or contact message queues: the person's confirmation, and staff's note. */
export function inquiryMails(site: MailSite, staffNotifyEmail: string | undefined, inquiry: TutoringInquiry & { source: InquirySource }, stored: StoredLeadForm): OutgoingMail[] {
  const form = inquiry.source;
  const fields = inquiryLines(inquiry);
  return [confirmationMail(site, form, inquiry.email, inquiry.name, fields, []), ...(staffNotifyEmail ? [staffNote(site, staffNotifyEmail, form, fields, stored)] : [])];
}

/**
 * The mails a service request queues: the person's confirmation (with what happens to their WhatsApp tick),
 * the consent link when an existing lead must confirm the tick, and staff's note.
 */
export function serviceRequestMails(site: MailSite, staffNotifyEmail: string | undefined, request: ServiceRequest, stored: StoredLeadForm): OutgoingMail[] {
  const fields = serviceRequestLines(request);
  const { consent } = stored.lead;
  return [
    confirmationMail(site, 'booking', request.email, request.name, fields, whatsappLines(consent, stored.lead.whatsappNumber)),
    ...(consent.status === 'confirmation-needed' && consent.token ? [whatsappConsentMail(site, request.email, stored.lead.leadName, consent.whatsappNumber, consent.token)] : []),
    ...(staffNotifyEmail ? [staffNote(site, staffNotifyEmail, 'booking', fields, stored)] : []),
  ];
}
