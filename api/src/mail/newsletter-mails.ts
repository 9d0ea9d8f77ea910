import { emailLinkUrl } from '@nurseprep/contracts';
import { NEWSLETTER_CONFIRMATION_LINK_DAYS } from '../newsletter/repository';
import { composeMail, type MailSite, type OutgoingMail } from './compose';

/** The API path mail providers POST to for a one-click unsubscribe (RFC 8058). */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

/** The List-Unsubscribe address of a subscriber's mail: one POST with List-Unsubscribe=One-Click unsubscribes. */
export function oneClickUnsubscribeUrl(siteUrl: string, unsubscribeToken: string): string {
  return `${siteUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken)}`;
}

/** The headers every newsletter mail carries, so mail programs show an unsubscribe button that works in one click. */
export function listUnsubscribeHeaders(siteUrl: string, unsubscribeToken: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(siteUrl, unsubscribeToken)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The double opt-in link: sensitive, since it subscribes the address. */
export function newsletterConfirmationMail(site: MailSite, email: string, token: string): OutgoingMail {
  return composeMail(site, {
    kind: 'newsletter-confirmation',
    to: email,
    subject: `Confirm your subscription to the ${site.brandName} newsletter`,
    paragraphs: [
      `Someone, hopefully you, asked to get the ${site.brandName} newsletter at this address: new articles and exam tips.`,
      'Confirm your subscription with the button below. Until you do, we will not send you the newsletter.',
    ],
    action: { label: 'Confirm my subscription', url: emailLinkUrl(site.siteUrl, 'confirmNewsletter', token) },
    after: [`The link works once and expires in ${NEWSLETTER_CONFIRMATION_LINK_DAYS} days.`, 'If you did not ask for this, ignore this email: you will not be subscribed.'],
    sensitive: true,
  });
}

/** Sent once an address is confirmed, with the unsubscribe link and headers every newsletter mail carries. */
export function newsletterWelcomeMail(site: MailSite, email: string, unsubscribeToken: string): OutgoingMail {
  return composeMail(site, {
    kind: 'newsletter-welcome',
    to: email,
    subject: `Welcome to the ${site.brandName} newsletter`,
    paragraphs: [
      `Your subscription is confirmed. You will get new articles and exam tips from ${site.brandName} at this address.`,
      'Changed your mind? You can unsubscribe at any time, here or with the link in every newsletter.',
    ],
    action: { label: 'Unsubscribe', url: emailLinkUrl(site.siteUrl, 'unsubscribeNewsletter', unsubscribeToken) },
    headers: listUnsubscribeHeaders(site.siteUrl, unsubscribeToken),
  });
}
