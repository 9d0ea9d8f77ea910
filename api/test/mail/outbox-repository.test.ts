import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema';
import { isPermanentMailError } from '../../src/mail/mail-sender';
import { createMailOutboxRepository, retryDelayMs, type MailOutboxRepository } from '../../src/mail/outbox-repository';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/test-app';

const mailTo = (to: string, sensitive = false) => ({ kind: 'lead-confirmation', to, subject: 'Thanks', text: 'Hello.', html: '<p>Hello.</p>', ...(sensitive ? { sensitive } : {}) });
const newAddress = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

describe('retry waits', () => {
  it('double from one minute after each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelayMs(attempts) / 60_000)).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });
});

describe('which send errors are final', () => {
  it.each([
    ['a 550 reply', { responseCode: 550, code: 'EENVELOPE' }, true],
    ['a 554 reply', { responseCode: 554, code: 'EMESSAGE' }, true],
    ['a 451 reply', { responseCode: 451, code: 'EMESSAGE' }, false],
    ['a 421 reply', { responseCode: 421, code: 'ECONNECTION' }, false],
    ['a refused connection', { code: 'ECONNREFUSED' }, false],
    ['a timeout', { code: 'ETIMEDOUT' }, false],
    ['a dropped connection', { code: 'ECONNECTION' }, false],
    ['an address nodemailer cannot use', { code: 'EENVELOPE' }, true],
    ['a failed file write', Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }), false],
  ])('%s is final: %s', (_what, error, final) => {
    expect(isPermanentMailError(error)).toBe(final);
  });
});

describe.each(databaseKinds)('the mail outbox on %s', (kind) => {
  let database: TestDatabase;
  let outbox: MailOutboxRepository;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    outbox = createMailOutboxRepository(database.db);
  });
  afterEach(async () => {
    // Each case starts from an outbox with nothing due.
    await database.db.update(mailOutbox).set({ status: 'failed' }).where(inArray(mailOutbox.status, ['queued', 'sending']));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('gives each due mail to one claimer, counting the attempt', async () => {
    const recipients = Array.from({ length: 6 }, (_, index) => newAddress(`claim${index}`));
    await outbox.enqueue(...recipients.map((to) => mailTo(to)));
    const claims = await Promise.all(Array.from({ length: 8 }, (_, index) => outbox.claimNext(`instance-${index}`)));
    const claimed = claims.filter((claim) => claim !== null);
    expect(claimed.map((claim) => claim.recipient).sort()).toEqual([...recipients].sort());
    expect(claimed.every((claim) => claim.status === 'sending' && claim.attempts === 1 && claim.claimedAt instanceof Date)).toBe(true);
    expect(await outbox.claimNext('late')).toBeNull();
  });

  it('queues a mail again for later after a failed attempt, and fails it after the last one', async () => {
    const to = newAddress('retry');
    await outbox.enqueue(mailTo(to));
    const policy = { firstDelayMs: 60_000, maxDelayMs: 3_600_000, maxAttempts: 2 };
    const first = await outbox.claimNext('sender');
    expect(await outbox.retryLater(first!, '451 Try again later', policy)).toBe('queued');
    const [waiting] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1, claimedBy: null, error: '451 Try again later' });
    expect(await outbox.claimNext('sender')).toBeNull();

    await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.recipient, to));
    const second = await outbox.claimNext('sender');
    expect(second).toMatchObject({ recipient: to, attempts: 2 });
    expect(await outbox.retryLater(second!, '451 Try again later', policy)).toBe('failed');
    const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, error: '451 Try again later' });
  });

  it('waits a minute before the second attempt by default', async () => {
    const to = newAddress('wait');
    await outbox.enqueue(mailTo(to));
    const claimed = await outbox.claimNext('sender');
    await outbox.retryLater(claimed!, 'connect ECONNREFUSED');
    const [row] = await database.db.select({ wait: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())`.mapWith(Number) }).from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(row?.wait).toBeGreaterThan(55);
    expect(row?.wait).toBeLessThanOrEqual(60);
  });

  it('settles a claim only for the instance holding it', async () => {
    const to = newAddress('settle');
    await outbox.enqueue(mailTo(to, true));
    const claimed = await outbox.claimNext('sender');
    await outbox.complete({ ...claimed!, claimedBy: 'someone-else' }, '<other@example.com>');
    expect((await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)))[0]?.status).toBe('sending');

    await outbox.complete(claimed!, '<sent@nurseprep.example>');
    const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
    expect(sent).toMatchObject({ status: 'sent', messageId: '<sent@nurseprep.example>', textBody: '', htmlBody: '' });
  });

  it('counts the mails in each status', async () => {
    const before = await outbox.depth();
    await outbox.enqueue(mailTo(newAddress('depth')), mailTo(newAddress('depth')));
    const claimed = await outbox.claimNext('sender');
    await outbox.fail(claimed!, '550 No such user');
    expect(await outbox.depth()).toEqual({ ...before, queued: before.queued + 1, failed: before.failed + 1 });
  });
});
