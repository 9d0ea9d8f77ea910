import type { FastifyInstance } from 'fastify';
import { subscribersCsv } from '../../src/routes/newsletter';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStaff, signUpStudent, type TestDatabase } from '../helpers/test-app';

const subscribed = { message: 'Thanks for subscribing! Check your inbox for our next study tips.' };

describe.each(databaseKinds)('newsletter subscriptions on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staffCookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database);
    staffCookie = (await signUpStaff(app)).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const subscribe = (email: unknown) => app.inject({ method: 'POST', url: '/api/newsletter-subscriptions', payload: { email } });
  const listed = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/marketing/newsletter-subscriptions?pageSize=100', headers: { cookie: staffCookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as { items: { id: number; email: string; createdAt: string }[]; total: number };
  };

  it('stores a new address lower-case and answers 201 with a thank-you', async () => {
    const response = await subscribe('  New.Reader@Example.com ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual(subscribed);
    expect((await listed()).items).toContainEqual({ id: expect.any(Number), email: 'new.reader@example.com', createdAt: expect.any(String) });
  });

  it('gives exactly the same answer for an address already subscribed, and keeps one row for it', async () => {
    const first = await subscribe('twice@example.com');
    const again = await subscribe('TWICE@example.com');
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect((await listed()).items.filter((row) => row.email === 'twice@example.com')).toHaveLength(1);
  });

  it.each([['not-an-email'], [''], [42], ['a'.repeat(250) + '@example.com']])('refuses %p with 400 and a field message', async (email) => {
    const before = (await listed()).total;
    const response = await subscribe(email);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toEqual([expect.stringMatching(/valid email address|at most 255/)]);
    expect((await listed()).total).toBe(before);
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

  it('lists subscribers newest first for staff, and 401/403 for visitors and students', async () => {
    await subscribe('older@example.com');
    await subscribe('newer@example.com');
    const emails = (await listed()).items.map((row) => row.email);
    expect(emails.indexOf('newer@example.com')).toBeLessThan(emails.indexOf('older@example.com'));
    const student = await signUpStudent(app);
    for (const url of ['/api/marketing/newsletter-subscriptions', '/api/marketing/newsletter-subscriptions.csv']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url, headers: { cookie: student.cookie } })).statusCode).toBe(403);
    }
  });

  it('downloads every subscriber as CSV for a mail tool, oldest first', async () => {
    await subscribe('csv.reader@example.com');
    const response = await app.inject({ method: 'GET', url: '/api/marketing/newsletter-subscriptions.csv', headers: { cookie: staffCookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    const rows = lines.slice(1).map((line) => line.split(','));
    const { items, total } = await listed();
    expect(rows).toHaveLength(total);
    expect(rows.map(([email]) => email)).toEqual(items.map((row) => row.email).reverse());
    expect(rows.at(-1)).toEqual(['csv.reader@example.com', expect.stringMatching(/^\d{4}-\d\d-\d\dT/)]);
  });
});

describe('the subscribers CSV', () => {
  it('quotes fields with commas or quotes and defuses spreadsheet formulas', () => {
    expect(
      subscribersCsv([
        { id: 1, email: '"odd,name"@example.com', createdAt: '2026-11-23T10:00:00.000Z' },
        { id: 2, email: '=cmd@example.com', createdAt: '2026-11-23T11:00:00.000Z' },
      ]),
    ).toBe('email,subscribed_at\r\n"""odd,name""@example.com",2026-11-23T10:00:00.000Z\r\n\'=cmd@example.com,2026-11-23T11:00:00.000Z\r\n');
  });
});
