import { mkdirSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailConfig } from '../config';
import type { OutboxMail } from './outbox-repository';
import { smtpUrlForLog } from './mail-settings';

/** What the transport needs of an outbox row. */
export type SendableMail = Pick<OutboxMail, 'id' | 'recipient' | 'subject' | 'textBody' | 'htmlBody' | 'headers'>;

export interface MailTransport {
  /** Where mail goes, in words, for the start-up log. */
  readonly destination: string;
  /** Resolves once the SMTP server took the mail (or the file is written); rejects with nodemailer's error. */
  send(mail: SendableMail): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * Each stage of an SMTP session gives up well within the outbox's five-minute lease, so a send still in
 * progress is never taken for one a stopped server left behind.
 */
const smtpTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** `2025-01-31T09-15-02.123Z-42-ann@example.com.eml`: sorted by time, the outbox id and the recipient readable. */
export function emlFileName(at: Date, mail: Pick<SendableMail, 'id' | 'recipient'>): string {
  const time = at.toISOString().replace(/:/g, '-');
  const recipient = mail.recipient.replace(/[^A-Za-z0-9@._+-]/g, '_').slice(0, 100);
  return `${time}-${mail.id}-${recipient}.eml`;
}

function message(from: string, mail: SendableMail): SendMailOptions {
  return { from, to: mail.recipient, subject: mail.subject, text: mail.textBody, html: mail.htmlBody, headers: mail.headers };
}

/**
 * The one way mail leaves: SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file (the
 * full RFC 5322 message, text and HTML parts) into the mail folder, where any mail client opens it.
 */
export function createMailTransport(config: Pick<MailConfig, 'smtpUrl' | 'from' | 'dir'>): MailTransport {
  if (config.smtpUrl !== undefined) {
    const smtp = nodemailer.createTransport({ url: config.smtpUrl, ...smtpTimeouts });
    return {
      destination: `mail is sent through ${smtpUrlForLog(config.smtpUrl)}`,
      async send(mail) {
        const info = await smtp.sendMail(message(config.from, mail));
        return { messageId: info.messageId };
      },
      close: () => smtp.close(),
    };
  }

  const { dir } = config;
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new Error(`MAIL_DIR: cannot create ${dir} (${(error as Error).message})`, { cause: error });
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    destination: `no SMTP_URL: mail is written to ${dir}`,
    async send(mail) {
      const info = await files.sendMail(message(config.from, mail));
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport gave no buffer');
      const file = path.join(dir, emlFileName(new Date(), mail));
      // Written beside it and renamed, so whoever watches the folder only ever sees whole messages.
      await mkdir(dir, { recursive: true });
      await writeFile(`${file}.partial`, info.message);
      await rename(`${file}.partial`, file);
      return { messageId: info.messageId };
    },
    close: () => files.close(),
  };
}
