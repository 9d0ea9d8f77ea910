import type { Executor } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { OutgoingMail } from '../mail/compose';

export function createMailOutboxRepository(db: Executor) {
  return {
    /**
     * Queues mails for the sender. Pass a transaction's executor to queue them with the change they report
     * (a reset token, a stored form), so a mail is never sent for something that was rolled back.
     */
    async enqueue(...mails: OutgoingMail[]): Promise<void> {
      if (mails.length === 0) return;
      await db.insert(mailOutbox).values(
        mails.map((mail) => ({
          kind: mail.kind,
          recipient: mail.to.toLowerCase(),
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          headers: mail.headers ?? {},
          sensitive: mail.sensitive ?? false,
        })),
      );
    },
  };
}
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;
