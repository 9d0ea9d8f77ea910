import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStaff, type TestDatabase } from '../helpers/test-app';

const inquiry = { name: 'Origin Test', email: 'origin@example.com', subject: 'TEAS Exam', message: 'Checking where this came from.' };

describe.each(databaseKinds)('cross-origin refusal on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staffCookie: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { ALLOWED_ORIGINS: 'https://staff.example.org', TRUST_PROXY: '127.0.0.1' });
    staffCookie = (await signUpStaff(app)).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/tutoring-inquiries', headers: { host: 'nurseprep.test', ...headers }, payload: inquiry });
  const storedInquiries = async () =>
    (await app.inject({ method: 'GET', url: '/api/marketing/tutoring-inquiries', headers: { cookie: staffCookie } })).json().total as number;

  it('refuses a POST whose Origin is another site with 403 and stores nothing', async () => {
    const before = await storedInquiries();
    const response = await post({ origin: 'https://evil.example.com' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-origin request refused' });
    expect(await storedInquiries()).toBe(before);
  });

  it('refuses a PATCH from another site even with a staff cookie', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/marketing/leads/1',
      headers: { host: 'nurseprep.test', origin: 'https://evil.example.com', cookie: staffCookie },
      payload: { status: 'converted' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses Origin null (sandboxed frames, file pages)', async () => {
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
  });

  it('judges by Referer when there is no Origin', async () => {
    expect((await post({ referer: 'https://evil.example.com/page' })).statusCode).toBe(403);
    expect((await post({ referer: 'http://nurseprep.test/contact' })).statusCode).toBe(201);
  });

  it('accepts its own origin, also behind an HTTPS proxy', async () => {
    expect((await post({ origin: 'http://nurseprep.test' })).statusCode).toBe(201);
    expect((await post({ origin: 'https://nurseprep.test', 'x-forwarded-proto': 'https' })).statusCode).toBe(201);
    expect((await post({ origin: 'https://nurseprep.test' })).statusCode).toBe(403);
  });

  it('accepts an origin listed in ALLOWED_ORIGINS', async () => {
    expect((await post({ origin: 'https://staff.example.org' })).statusCode).toBe(201);
  });

  it('accepts a request with neither header (not a browser, no cookie at stake)', async () => {
    expect((await post({})).statusCode).toBe(201);
  });

  it('leaves reads from other origins alone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/exam-types', headers: { origin: 'https://evil.example.com' } });
    expect(response.statusCode).toBe(200);
  });
});
