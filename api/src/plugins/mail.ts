import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { MailSite } from '../mail/compose';
import { createMailSender } from '../mail/mail-sender';
import { createMailTransport } from '../mail/transport';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** The brand and address every mail is written for (composeMail's first argument). */
      site: MailSite;
      /** Gets a note for each lead form; undefined: nobody does. */
      staffNotifyEmail: string | undefined;
      /** Call once mail was queued (after the transaction commits): the sender looks at once. */
      wake(): void;
    };
  }
}

/**
 * The site's email: mail queued in the outbox (repositories.mailOutbox.enqueue) is sent in the background
 * by every instance running the sender, each mail once, from start-up until the server closes.
 */
export const mailDelivery = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const site: MailSite = { brandName: config.settings.brandName, siteUrl: config.siteUrl };
    const { staffNotifyEmail } = config.mail;
    if (!config.mail.sending) {
      app.log.info('MAIL_SENDER=off: mail is queued here and sent by the instances running the sender');
      app.decorate('mail', { site, staffNotifyEmail, wake: () => undefined });
      return;
    }
    const transport = createMailTransport(config.mail);
    app.log.info(transport.destination);
    const sender = createMailSender({ repository: app.repositories.mailOutbox, transport, log: app.log, timings: config.mail.senderTimings });
    app.decorate('mail', { site, staffNotifyEmail, wake: () => sender.wake() });
    app.addHook('onReady', async () => sender.start());
    app.addHook('onClose', async () => sender.stop());
  },
  { name: 'mail', decorators: { fastify: ['repositories'] } },
);
