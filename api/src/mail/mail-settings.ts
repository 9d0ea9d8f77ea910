import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';

const emailAddress = z.email();

/** `smtp://` or `smtps://` with a host, and optionally `user:password@`, a port and nodemailer's query options. */
export function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '' && url.hash === '';
  } catch {
    return false;
  }
}

/** SMTP_URL without its password, fit for a log line. */
export function smtpUrlForLog(value: string): string {
  const url = new URL(value);
  url.password = '';
  url.search = '';
  return url.toString();
}

/** `"Name" <address>`, the name quoted (and kept on one line) so any brand name is a valid header. */
export function formatMailbox(name: string, address: string): string {
  const cleanName = name.replace(/[\r\n\t]+/g, ' ').trim();
  return cleanName === '' ? address : `"${cleanName.replace(/(["\\])/g, '\\$1')}" <${address}>`;
}

/** One mailbox (`address` or `Name <address>`) written the way formatMailbox writes it, or undefined when it is not one. */
export function parseMailbox(value: string): string | undefined {
  if (/[\r\n]/.test(value)) return undefined;
  const parsed = addressparser(value);
  const [mailbox] = parsed;
  if (parsed.length !== 1 || !mailbox || mailbox.group !== undefined) return undefined;
  if (!emailAddress.safeParse(mailbox.address).success) return undefined;
  return formatMailbox(mailbox.name, mailbox.address);
}
