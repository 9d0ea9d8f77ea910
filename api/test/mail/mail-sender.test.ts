import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';
import { composeMail } from '../../src/mail/compose';
import type { MailSenderTimings } from '../../src/mail/mail-sender';
import { createMailOutboxRepository, interruptedSendMessage } from '../../src/mail/outbox-repository';
import { mailsTo } from '../helpers/mail';
import { startSmtpSink, waitUntil, type SmtpSink } from '../helpers/smtp-sink';
import { databaseKinds, openTestDatabase, testConfig, type TestDatabase } from '../helpers/test-app';

/** Quick polls and retries, so a test waits milliseconds where the server waits minutes. */
const fastTimings: Partial<MailSenderTimings> = { idlePollMs: 25, retry: { firstDelayMs: 10, maxDelayMs: 40, maxAttempts: 3 } };

/** An app that sends the outbox through `smtpUrl`, its sender running. */
async function sendingApp(database: DatabaseHandle, smtpUrl: string, timings = fastTimings): Promise<FastifyInstance> {
  const config = testConfig({ SMTP_URL: smtpUrl, MAIL_SENDER: 'on', SITE_BRAND_NAME: 'NursePrep Academy', SITE_EMAIL: 'support@nurseprep.example' });
  const app = await buildApp({ config: { ...config, mail: { ...config.mail, senderTimings: timings } }, database });
  await app.ready();
  return app;
}

const newAddress = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

async function statusOf(app: FastifyInstance, recipient: string) {
  const [mail] = await mailsTo(app, recipient);
  return mail?.status;
}

/** Lets the sender poll a few more times, to show nothing more happens. */
const afewPolls = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.each(databaseKinds)('the mail sender on %s', (kind) => {
  let database: TestDatabase;
  let sink: SmtpSink | undefined;
  let apps: FastifyInstance[] = [];
  let extraHandles: DatabaseHandle[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(extraHandles.map((handle) => handle.close()));
    apps = [];
    extraHandles = [];
    await sink?.close();
    sink = undefined;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('delivers a queued mail once, with its From, To, Subject, text and HTML parts and its headers', async () => {
    sink = await startSmtpSink();
    const app = await sendingApp(database, sink.url);
    apps.push(app);
    const to = newAddress('ann');
    await app.repositories.mailOutbox.enqueue(
      composeMail(app.mail.site, {
        kind: 'newsletter-confirmation',
        to,
        subject: 'Confirm your subscription',
        greeting: 'Hi Ann,',
        paragraphs: ['Please confirm you want our study tips.'],
        action: { label: 'Confirm', url: 'https://nurseprep.example/newsletter/confirm' },
        headers: { 'List-Unsubscribe': '<https://nurseprep.example/unsubscribe?t=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    );
    app.mail.wake();

    await waitUntil(async () => (await statusOf(app, to)) === 'sent', 'the mail to be sent');
    await afewPolls();
    expect(sink.received).toHaveLength(1);
    const [received] = sink.received;
    expect(received?.from?.value).toEqual([{ name: 'NursePrep Academy', address: 'support@nurseprep.example' }]);
    expect(received?.to).toMatchObject({ value: [{ address: to }] });
    expect(received?.subject).toBe('Confirm your subscription');
    expect(received?.text).toContain('Please confirm you want our study tips.');
    expect(received?.text).toContain('Confirm: https://nurseprep.example/newsletter/confirm');
    expect(received?.html).toContain('href="https://nurseprep.example/newsletter/confirm"');
    const headerLines = Object.fromEntries((received?.headerLines ?? []).map((line) => [line.key, line.line]));
    expect(headerLines['list-unsubscribe']).toBe('List-Unsubscribe: <https://nurseprep.example/unsubscribe?t=abc>');
    expect(headerLines['list-unsubscribe-post']).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const [row] = await mailsTo(app, to);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, messageId: received?.messageId, error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.textBody).toContain('Please confirm');
  });

  it('two instances on one database share a batch and deliver each mail exactly once', async () => {
    sink = await startSmtpSink({ delayMs: 5 });
    // On PostgreSQL the second instance has its own connection pool, as a second server would.
    const second = kind === 'postgres' ? await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' }) : database;
    if (second !== database) extraHandles.push(second);
    const first = await sendingApp(database, sink.url);
    apps.push(first, await sendingApp(second, sink.url));
    const recipients = Array.from({ length: 20 }, (_, index) => newAddress(`batch${index}`));
    await first.repositories.mailOutbox.enqueue(
      ...recipients.map((to) => composeMail(first.mail.site, { kind: 'lead-confirmation', to, subject: 'We got your request', paragraphs: ['We will call you soon.'] })),
    );
    for (const app of apps) app.mail.wake();

    const batch = () => database.db.select().from(mailOutbox).where(inArray(mailOutbox.recipient, recipients));
    await waitUntil(async () => (await batch()).every((mail) => mail.status === 'sent'), 'the batch to be sent');
    await afewPolls();
    const deliveries = sink.received.map((mail) => (Array.isArray(mail.to) ? '' : (mail.to?.value[0]?.address ?? '')));
    expect(deliveries.sort()).toEqual([...recipients].sort());
    const rows = await batch();
    expect(rows.every((mail) => mail.attempts === 1)).toBe(true);
    expect(new Set(rows.map((mail) => mail.claimedBy)).size).toBe(2);
  });

  it('tries a mail again after a 451 and delivers it once, the attempts recorded', async () => {
    sink = await startSmtpSink({ refuse: (attempt) => (attempt === 1 ? 451 : undefined) });
    const app = await sendingApp(database, sink.url);
    apps.push(app);
    const to = newAddress('busy');
    await app.repositories.mailOutbox.enqueue(composeMail(app.mail.site, { kind: 'lead-confirmation', to, subject: 'Thanks', paragraphs: ['Hello.'] }));
    app.mail.wake();

    await waitUntil(async () => (await statusOf(app, to)) === 'sent', 'the mail to be sent on its second attempt');
    await afewPolls();
    expect(sink.attempts).toBe(2);
    expect(sink.received).toHaveLength(1);
    expect((await mailsTo(app, to))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('fails a mail the server refuses with 550 and never tries it again', async () => {
    sink = await startSmtpSink({ refuse: () => 550 });
    const app = await sendingApp(database, sink.url);
    apps.push(app);
    const to = newAddress('nobody');
    await app.repositories.mailOutbox.enqueue(composeMail(app.mail.site, { kind: 'lead-confirmation', to, subject: 'Thanks', paragraphs: ['Hello.'] }));
    app.mail.wake();

    await waitUntil(async () => (await statusOf(app, to)) === 'failed', 'the mail to be failed');
    await afewPolls();
    expect(sink.attempts).toBe(1);
    const [row] = await mailsTo(app, to);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row?.error).toContain('550');
  });

  it('tries again while the SMTP server refuses connections, then fails the mail after its last attempt', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const app = await sendingApp(database, `smtp://127.0.0.1:${port}`);
    apps.push(app);
    const to = newAddress('unreachable');
    await app.repositories.mailOutbox.enqueue(composeMail(app.mail.site, { kind: 'lead-confirmation', to, subject: 'Thanks', paragraphs: ['Hello.'] }));
    app.mail.wake();

    await waitUntil(async () => (await statusOf(app, to)) === 'failed', 'the mail to be failed after three attempts');
    const [row] = await mailsTo(app, to);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.error).toContain('ECONNREFUSED');
  });

  it('fails, without sending, a mail a stopped server left sending past the lease, and leaves one still in its lease alone', async () => {
    sink = await startSmtpSink();
    const outbox = createMailOutboxRepository(database.db);
    const abandoned = newAddress('abandoned');
    const inFlight = newAddress('in-flight');
    const site = { brandName: 'NursePrep Academy', siteUrl: 'https://nurseprep.example' };
    await outbox.enqueue(
      composeMail(site, { kind: 'password-reset', to: abandoned, subject: 'Reset', paragraphs: ['Reset link inside.'], sensitive: true }),
      composeMail(site, { kind: 'password-reset', to: inFlight, subject: 'Reset', paragraphs: ['Reset link inside.'] }),
    );
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, claimedBy: 'stopped-server', claimedAt: sql`now() - interval '6 minutes'` })
      .where(eq(mailOutbox.recipient, abandoned));
    await database.db.update(mailOutbox).set({ status: 'sending', attempts: 1, claimedBy: 'other-server', claimedAt: sql`now()` }).where(eq(mailOutbox.recipient, inFlight));

    const app = await sendingApp(database, sink.url);
    apps.push(app);
    await waitUntil(async () => (await statusOf(app, abandoned)) === 'failed', 'the abandoned mail to be failed');
    await afewPolls();
    expect(sink.attempts).toBe(0);
    expect((await mailsTo(app, abandoned))[0]).toMatchObject({ status: 'failed', attempts: 1, error: interruptedSendMessage, textBody: '', htmlBody: '' });
    expect(await statusOf(app, inFlight)).toBe('sending');
    await database.db.update(mailOutbox).set({ status: 'failed' }).where(eq(mailOutbox.recipient, inFlight));
  });

  it("erases a sensitive mail's body once it is sent, after delivering it whole", async () => {
    sink = await startSmtpSink();
    const app = await sendingApp(database, sink.url);
    apps.push(app);
    const to = newAddress('reset');
    await app.repositories.mailOutbox.enqueue(
      composeMail(app.mail.site, {
        kind: 'password-reset',
        to,
        subject: 'Reset your password',
        paragraphs: ['Someone asked to reset your password.'],
        action: { label: 'Choose a new password', url: 'https://nurseprep.example/reset-password#token=secret-reset-token' },
        sensitive: true,
      }),
    );
    app.mail.wake();

    await waitUntil(async () => (await statusOf(app, to)) === 'sent', 'the mail to be sent');
    expect(sink.received[0]?.text).toContain('#token=secret-reset-token');
    expect(sink.received[0]?.html).toContain('#token=secret-reset-token');
    expect((await mailsTo(app, to))[0]).toMatchObject({ status: 'sent', textBody: '', htmlBody: '', subject: 'Reset your password' });
  });
});
