import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailTokens, newsletterSubscriptions } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import { subscribersCsv } from '../../src/newsletter/routes';
import { mailsTo, tokenInMail } from '../helpers/mail';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStaff, signUpStudent, type TestDatabase } from '../helpers/test-app';

const SITE_URL = 'https://nurseprep.example';
const subscribed = { message: 'Almost done: check your inbox to confirm your subscription.' };

describe.each(databaseKinds)('newsletter subscriptions (double opt-in) on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staffCookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { SITE_URL });
    staffCookie = (await signUpStaff(app)).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const subscribe = (email: unknown) => app.inject({ method: 'POST', url: '/api/newsletter-subscriptions', payload: { email } });
  const confirm = (token: unknown) => app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
  const unsubscribe = (token: unknown) => app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
  const listed = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/marketing/newsletter-subscriptions?pageSize=100', headers: { cookie: staffCookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: { id: number; email: string; createdAt: string; confirmedAt: string }[]; total: number };
  };
  const listedEmails = async () => (await listed()).items.map((row) => row.email);
  const mailsOfKind = async (email: string, kind: string) => (await mailsTo(app, email)).filter((mail) => mail.kind === kind);
  /** Moves the address's confirmation links back in time, past the few minutes between two of them. */
  const ageLinks = (email: string) =>
    app.db
      .update(emailTokens)
      .set({ createdAt: sql`now() - interval '10 minutes'` })
      .where(and(eq(emailTokens.email, email), eq(emailTokens.purpose, 'newsletter-confirmation')));
  /** Subscribes and confirms an address; its welcome mail. */
  async function subscribedReader(email: string) {
    expect((await subscribe(email)).statusCode).toBe(201);
    const confirmation = (await mailsOfKind(email, 'newsletter-confirmation')).at(-1)!;
    expect((await confirm(tokenInMail(confirmation))).statusCode).toBe(200);
    return (await mailsOfKind(email, 'newsletter-welcome')).at(-1)!;
  }

  it('stores a new address unconfirmed (not listed) and mails it a confirmation link', async () => {
    const response = await subscribe('  New.Reader@Example.com ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(subscribed);
    expect(await listedEmails()).not.toContain('new.reader@example.com');

    const [mail] = await mailsTo(app, 'new.reader@example.com');
    expect(mail).toMatchObject({ kind: 'newsletter-confirmation', sensitive: true, subject: 'Confirm your subscription to the NursePrep Academy newsletter' });
    expect(mail?.textBody).toContain(`${SITE_URL}/newsletter/confirm#token=`);
    expect(mail?.textBody).toContain('expires in 7 days');
    const [token] = await app.db.select().from(emailTokens).where(eq(emailTokens.tokenHash, hashToken(tokenInMail(mail!))));
    expect(token).toMatchObject({ purpose: 'newsletter-confirmation', email: 'new.reader@example.com', subscriptionId: expect.any(Number) });
    expect(token!.expiresAt.getTime() - token!.createdAt.getTime()).toBeCloseTo(7 * 24 * 3600 * 1000, -4);
  });

  it('confirms with the link: listed, 200 { email }, and a welcome mail with one-click unsubscribe headers and link', async () => {
    await subscribe('confirming@example.com');
    const response = await confirm(tokenInMail((await mailsTo(app, 'confirming@example.com'))[0]!));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'confirming@example.com' });
    expect(await listedEmails()).toContain('confirming@example.com');

    const [welcome] = await mailsOfKind('confirming@example.com', 'newsletter-welcome');
    const [row] = await app.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'confirming@example.com'));
    expect(welcome).toMatchObject({ sensitive: false, subject: 'Welcome to the NursePrep Academy newsletter' });
    expect(welcome?.headers).toEqual({
      'List-Unsubscribe': `<${SITE_URL}/api/newsletter/unsubscribe?token=${row!.unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(welcome?.textBody).toContain(`${SITE_URL}/newsletter/unsubscribe#token=${row!.unsubscribeToken}`);
  });

  it('answers a second subscription with the same words: a resend while unconfirmed (not within minutes), nothing once confirmed', async () => {
    const first = await subscribe('twice@example.com');
    const again = await subscribe('TWICE@example.com');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await mailsOfKind('twice@example.com', 'newsletter-confirmation')).toHaveLength(1);

    await ageLinks('twice@example.com');
    await subscribe('twice@example.com');
    const links = await mailsOfKind('twice@example.com', 'newsletter-confirmation');
    expect(links).toHaveLength(2);
    expect(tokenInMail(links[1]!)).not.toBe(tokenInMail(links[0]!));

    expect((await confirm(tokenInMail(links[0]!))).statusCode).toBe(200);
    await ageLinks('twice@example.com');
    const confirmed = await subscribe('twice@example.com');
    expect(confirmed.body).toBe(first.body);
    expect(await mailsOfKind('twice@example.com', 'newsletter-confirmation')).toHaveLength(2);
    // The other link still answers for the address, without a second welcome.
    expect((await confirm(tokenInMail(links[1]!))).json()).toEqual({ email: 'twice@example.com' });
    expect(await mailsOfKind('twice@example.com', 'newsletter-welcome')).toHaveLength(1);
    expect((await listed()).items.filter((row) => row.email === 'twice@example.com')).toHaveLength(1);
  });

  it('refuses a used, expired, unknown or malformed confirmation link with 400', async () => {
    await subscribe('links@example.com');
    const token = tokenInMail((await mailsTo(app, 'links@example.com'))[0]!);
    await app.db.update(emailTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(emailTokens.tokenHash, hashToken(token)));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: 'This confirmation link is not valid or has expired. Subscribe again to get a new one.' });
    expect((await confirm('a'.repeat(43))).statusCode).toBe(400);
    for (const malformed of ['', 'short', `${'x'.repeat(40)} ok`, 42, null]) {
      const response = await confirm(malformed);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('token');
    }
    expect(await listedEmails()).not.toContain('links@example.com');
  });

  it('unsubscribes with the token from the page ({ token }), the same answer again, and 400 for an unknown token', async () => {
    const welcome = await subscribedReader('leaving@example.com');
    const token = tokenInMail(welcome);
    const response = await unsubscribe(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'leaving@example.com' });
    expect(await listedEmails()).not.toContain('leaving@example.com');
    expect((await unsubscribe(token)).json()).toEqual({ email: 'leaving@example.com' });

    const unknown = await unsubscribe('0123456789abcdef0123456789abcdef');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'This unsubscribe link is not valid.' });
    expect((await app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: {} })).statusCode).toBe(400);
  });

  it.each([
    ['application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    ['multipart/form-data; boundary=----mailprovider', '------mailprovider\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n------mailprovider--\r\n'],
  ])("takes a mail provider's one-click POST as %s, with no Origin (RFC 8058)", async (contentType, body) => {
    const email = `one.click.${contentType.length}@example.com`;
    const welcome = await subscribedReader(email);
    const address = /^<(.+)>$/.exec((welcome.headers as Record<string, string>)['List-Unsubscribe']!)![1]!;
    const url = address.slice(SITE_URL.length);
    expect(url).toMatch(/^\/api\/newsletter\/unsubscribe\?token=[0-9a-f]{32}$/);

    // From another site, a browser's form post is refused like any other.
    const forged = await app.inject({ method: 'POST', url, headers: { 'content-type': contentType, origin: 'https://evil.example' }, payload: body });
    expect(forged.statusCode).toBe(403);
    expect(await listedEmails()).toContain(email);

    const response = await app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email });
    expect(await listedEmails()).not.toContain(email);
  });

  it("honours every one-click POST from one mail provider's address, however many come in a minute", async () => {
    const urls: string[] = [];
    for (const index of [1, 2, 3]) {
      const welcome = await subscribedReader(`provider.${index}@example.com`);
      urls.push(/^<(.+)>$/.exec((welcome.headers as Record<string, string>)['List-Unsubscribe']!)![1]!.slice(SITE_URL.length));
    }
    const limited = await buildTestApp(database, { SITE_URL, RATE_LIMIT_FORMS_PER_MINUTE: '1' });
    try {
      for (const url of urls) {
        const response = await limited.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
    expect((await listedEmails()).filter((email) => email.startsWith('provider.'))).toEqual([]);
  });

  it('refuses a one-click POST without the token, or with another body, with 400', async () => {
    const welcome = await subscribedReader('kept@example.com');
    const url = /^<(.+)>$/.exec((welcome.headers as Record<string, string>)['List-Unsubscribe']!)![1]!.slice(SITE_URL.length);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', headers: form, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url, headers: form, payload: 'List-Unsubscribe=Two-Clicks' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url, headers: form, payload: '' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe?token=nope', headers: form, payload: 'List-Unsubscribe=One-Click' })).statusCode).toBe(400);
    expect(await listedEmails()).toContain('kept@example.com');
    // Only this route reads forms: the other newsletter routes still take JSON alone.
    const subscribeAsForm = await app.inject({ method: 'POST', url: '/api/newsletter-subscriptions', headers: form, payload: 'email=form%40example.com' });
    expect(subscribeAsForm.statusCode).toBe(415);
  });

  it('starts over unconfirmed after unsubscribing, and an old confirmation link cannot subscribe it again', async () => {
    await subscribe('returning@example.com');
    await ageLinks('returning@example.com');
    await subscribe('returning@example.com');
    const [firstLink, spareLink] = await mailsOfKind('returning@example.com', 'newsletter-confirmation');
    expect((await confirm(tokenInMail(firstLink!))).statusCode).toBe(200);
    const welcome = (await mailsOfKind('returning@example.com', 'newsletter-welcome'))[0]!;
    expect((await unsubscribe(tokenInMail(welcome))).statusCode).toBe(200);
    expect((await confirm(tokenInMail(spareLink!))).statusCode).toBe(400);
    expect(await listedEmails()).not.toContain('returning@example.com');

    expect((await subscribe('returning@example.com')).json()).toEqual(subscribed);
    expect(await listedEmails()).not.toContain('returning@example.com');
    const newLink = (await mailsOfKind('returning@example.com', 'newsletter-confirmation')).at(-1)!;
    expect(newLink.id).not.toBe(spareLink!.id);
    expect((await confirm(tokenInMail(newLink))).statusCode).toBe(200);
    expect(await listedEmails()).toContain('returning@example.com');
    expect(await mailsOfKind('returning@example.com', 'newsletter-welcome')).toHaveLength(2);
  });

  it.each([['not-an-email'], [''], [42], ['a'.repeat(250) + '@example.com']])('refuses %p with 400 and a field message', async (email) => {
    const before = await app.db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions);
    const response = await subscribe(email);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toEqual([expect.stringMatching(/valid email address|at most 255/)]);
    expect(await app.db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions)).toHaveLength(before.length);
  });

  it('rate limits subscriptions per IP with the forms limit (429 with Retry-After)', async () => {
    const limited = await buildTestApp(database, { RATE_LIMIT_FORMS_PER_MINUTE: '2' });
    try {
      const send = (email: string) => limited.inject({ method: 'POST', url: '/api/newsletter-subscriptions', payload: { email } });
      expect((await send('limit1@example.com')).statusCode).toBe(201);
      expect((await send('limit2@example.com')).statusCode).toBe(201);
      const third = await send('limit3@example.com');
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it('lists confirmed subscribers newest first for staff, and 401/403 for visitors and students', async () => {
    await subscribedReader('older@example.com');
    await subscribedReader('newer@example.com');
    await subscribe('unconfirmed@example.com');
    const emails = await listedEmails();
    expect(emails.indexOf('newer@example.com')).toBeLessThan(emails.indexOf('older@example.com'));
    expect(emails).not.toContain('unconfirmed@example.com');
    expect((await listed()).items.find((row) => row.email === 'newer@example.com')).toEqual({ id: expect.any(Number), email: 'newer@example.com', createdAt: expect.any(String), confirmedAt: expect.any(String) });
    const student = await signUpStudent(app);
    for (const url of ['/api/marketing/newsletter-subscriptions', '/api/marketing/newsletter-subscriptions.csv']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: { cookie: student.cookie } })).statusCode).toBe(403);
    }
  });

  it('exports the confirmed subscribers as CSV, oldest first, with unsubscribe addresses that work', async () => {
    await subscribedReader('csv.reader@example.com');
    await subscribe('csv.unconfirmed@example.com');
    const response = await app.inject({ method: 'GET', url: '/api/marketing/newsletter-subscriptions.csv', headers: { cookie: staffCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at,unsubscribe_url,list_unsubscribe_url');
    const rows = lines.slice(1).map((line) => line.split(','));
    const { items, total } = await listed();
    expect(rows).toHaveLength(total);
    expect(rows.map(([email]) => email)).toEqual(items.map((row) => row.email).reverse());
    expect(rows.map(([email]) => email)).not.toContain('csv.unconfirmed@example.com');
    const [email, subscribedAt, page, oneClick] = rows.at(-1)!;
    expect([email, subscribedAt]).toEqual(['csv.reader@example.com', expect.stringMatching(/^\d{4}-\d\d-\d\dT/)]);
    expect(page).toMatch(new RegExp(`^${SITE_URL}/newsletter/unsubscribe#token=[0-9a-f]{32}$`));
    expect(oneClick).toBe(`${SITE_URL}/api/newsletter/unsubscribe?token=${page!.split('#token=')[1]}`);

    const unsubscribed = await app.inject({
      method: 'POST',
      url: oneClick!.slice(SITE_URL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.json()).toEqual({ email: 'csv.reader@example.com' });
    const after = await app.inject({ method: 'GET', url: '/api/marketing/newsletter-subscriptions.csv', headers: { cookie: staffCookie } });
    expect(after.body).not.toContain('csv.reader@example.com');
  });
});

describe('the subscribers CSV', () => {
  it('quotes fields with commas or quotes and defuses spreadsheet formulas', () => {
    const row = (id: number, email: string, confirmedAt: string) => ({ id, email, createdAt: confirmedAt, confirmedAt, unsubscribeToken: `token${id}` });
    expect(subscribersCsv([row(1, '"odd,name"@example.com', '2026-11-23T10:00:00.000Z'), row(2, '=cmd@example.com', '2026-11-23T11:00:00.000Z')], 'https://site.example')).toBe(
      'email,subscribed_at,unsubscribe_url,list_unsubscribe_url\r\n' +
        '"""odd,name""@example.com",2026-11-23T10:00:00.000Z,https://site.example/newsletter/unsubscribe#token=token1,https://site.example/api/newsletter/unsubscribe?token=token1\r\n' +
        "'=cmd@example.com,2026-11-23T11:00:00.000Z,https://site.example/newsletter/unsubscribe#token=token2,https://site.example/api/newsletter/unsubscribe?token=token2\r\n",
    );
  });
});
