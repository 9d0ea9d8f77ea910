import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../../src/db/schema';

export type QueuedMail = typeof mailOutbox.$inferSelect;

/** The mails queued for an address, oldest first (what the sender will send, or sent). */
export async function mailsTo(app: FastifyInstance, recipient: string): Promise<QueuedMail[]> {
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient.toLowerCase())).orderBy(asc(mailOutbox.id));
}

/** The first `#token=` link of a mail's text body, or throws naming the mail. */
export function tokenInMail(mail: Pick<QueuedMail, 'textBody' | 'subject'>): string {
  const match = /#token=([A-Za-z0-9_%-]+)/.exec(mail.textBody);
  if (!match?.[1]) throw new Error(`no #token= link in the mail "${mail.subject}"`);
  return decodeURIComponent(match[1]);
}
