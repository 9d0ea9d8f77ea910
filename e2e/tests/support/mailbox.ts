import { readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * Where a test server writes its mail (no SMTP server configured: each message is an .eml file), by port, so
 * the server and the specs that read its mail agree on the folder.
 */
export function mailDirOf(port: number): string {
  return path.join(os.tmpdir(), `nurseprep-e2e-mail-${port}`);
}

/** Empties a server's mail folder (at start: a port's folder may hold an earlier run's mail). */
export function clearMailDir(port: number): void {
  rmSync(mailDirOf(port), { recursive: true, force: true });
}

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The header lines as written, long ones unfolded onto one line each. */
  headerLines: string;
}

async function readAll(folder: string): Promise<ReceivedMail[]> {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const raw = readFileSync(path.join(folder, name));
      const parsed = await simpleParser(raw);
      const to = Array.isArray(parsed.to) ? parsed.to.map((address) => address.text).join(', ') : (parsed.to?.text ?? '');
      return { to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', headerLines: (raw.toString('utf8').split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ') };
    }),
  );
}

/**
 * The first mail to `recipient` whose subject matches, waiting for the server's outbox to send it (it polls
 * once a second). Fails naming what did arrive for that address.
 */
export async function waitForMail(baseUrl: string, recipient: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const folder = mailDirOf(Number(new URL(baseUrl).port));
  const deadline = Date.now() + timeoutMs;
  let seen: ReceivedMail[] = [];
  while (Date.now() < deadline) {
    seen = (await readAll(folder)).filter((mail) => mail.to.toLowerCase().includes(recipient.toLowerCase()));
    const found = seen.find((mail) => subject.test(mail.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${recipient} matching ${subject} within ${timeoutMs} ms; got: ${seen.map((mail) => mail.subject).join(' | ') || 'nothing'}`);
}

/** The first link of a mail's text to one of the site's pages, as a path with its fragment. */
export function linkInMail(mail: ReceivedMail, pagePath: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${pagePath.replace(/\//g, '\\/')}#token=[A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${pagePath} link in "${mail.subject}":\n${mail.text}`);
  return match[1];
}
