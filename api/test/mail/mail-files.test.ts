import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { buildApp } from '../../src/app';
import { composeMail } from '../../src/mail/compose';
import { emlFileName } from '../../src/mail/transport';
import { mailsTo } from '../helpers/mail';
import { waitUntil } from '../helpers/smtp-sink';
import { databaseKinds, openTestDatabase, testConfig, type TestDatabase } from '../helpers/test-app';

describe('the .eml file name', () => {
  it('starts with the time, so files sort by it, then names the outbox id and the recipient', () => {
    expect(emlFileName(new Date('2025-01-31T09:15:02.123Z'), { id: 42, recipient: 'ann.o+prep@example.com' })).toBe('2025-01-31T09-15-02.123Z-42-ann.o+prep@example.com.eml');
  });

  it('keeps to characters every file system takes', () => {
    expect(emlFileName(new Date('2025-01-31T09:15:02.123Z'), { id: 7, recipient: '"a/b\\c"@example.com' })).toBe('2025-01-31T09-15-02.123Z-7-_a_b_c_@example.com.eml');
  });
});

describe.each(databaseKinds)('mail without SMTP_URL on %s', (kind) => {
  let database: TestDatabase;
  let folder: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'nurseprep-mail-files-'));
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('is written into MAIL_DIR (created if missing) as an .eml file holding the whole message', async () => {
    const mailDir = path.join(folder, 'not-yet', 'mail');
    const config = testConfig({ MAIL_SENDER: 'on', MAIL_DIR: mailDir, MAIL_FROM: 'NursePrep <no-reply@nurseprep.example>' });
    const app = await buildApp({ config: { ...config, mail: { ...config.mail, senderTimings: { idlePollMs: 25 } } }, database });
    try {
      await app.ready();
      const to = `file-${randomBytes(4).toString('hex')}@example.com`;
      await app.repositories.mailOutbox.enqueue(
        composeMail(app.mail.site, {
          kind: 'newsletter-confirmation',
          to,
          subject: 'Confirm your subscription',
          paragraphs: ['Please confirm you want our study tips.'],
          action: { label: 'Confirm', url: 'https://nurseprep.example/newsletter/confirm' },
          headers: { 'List-Unsubscribe': '<https://nurseprep.example/unsubscribe?t=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      );
      app.mail.wake();

      await waitUntil(async () => (await mailsTo(app, to))[0]?.status === 'sent', 'the mail to be written');
      const [row] = await mailsTo(app, to);
      const files = readdirSync(mailDir);
      expect(files).toEqual([expect.stringMatching(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d\\.\\d{3}Z-${row?.id}-${to}\\.eml$`))]);

      const source = readFileSync(path.join(mailDir, files[0]!));
      expect(source.toString('latin1')).toMatch(/^[^\n]*\r\n/);
      const parsed = await simpleParser(source);
      expect(parsed.from?.value).toEqual([{ name: 'NursePrep', address: 'no-reply@nurseprep.example' }]);
      expect(parsed.to).toMatchObject({ value: [{ address: to }] });
      expect(parsed.subject).toBe('Confirm your subscription');
      expect(parsed.messageId).toBe(row?.messageId);
      expect(parsed.text).toBe(row?.textBody);
      expect(parsed.html).toBe(row?.htmlBody);
      const headerLines = Object.fromEntries(parsed.headerLines.map((line) => [line.key, line.line]));
      expect(headerLines['list-unsubscribe']).toBe('List-Unsubscribe: <https://nurseprep.example/unsubscribe?t=abc>');
      expect(headerLines['list-unsubscribe-post']).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      await app.close();
    }
  });
});
