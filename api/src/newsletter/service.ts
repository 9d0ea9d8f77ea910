import type { FastifyInstance } from 'fastify';
import { newsletterConfirmationMail, newsletterWelcomeMail } from '../mail/newsletter-mails';

/**
 * The newsletter's double opt-in, as the JSON endpoints and the blog's form without JavaScript both run it:
 * a subscription is stored unconfirmed with a confirmation mail, and the link in it subscribes the address
 * with a welcome mail carrying the unsubscribe link.
 */
export function createNewsletterSignups({ repositories, mail }: Pick<FastifyInstance, 'repositories' | 'mail'>) {
  return {
    async subscribe(email: string): Promise<void> {
      const queued = await repositories.newsletterSubscriptions.subscribe(email, (token) => [newsletterConfirmationMail(mail.site, email.toLowerCase(), token)]);
      if (queued) mail.wake();
    },

    /** The confirmed address, or null for a link that is unknown, used or expired. */
    async confirm(token: string): Promise<{ email: string } | null> {
      const confirmed = await repositories.newsletterSubscriptions.confirm(token, (subscriber) => [
        newsletterWelcomeMail(mail.site, subscriber.email, subscriber.unsubscribeToken),
      ]);
      if (confirmed) mail.wake();
      return confirmed;
    },
  };
}
export type NewsletterSignups = ReturnType<typeof createNewsletterSignups>;
