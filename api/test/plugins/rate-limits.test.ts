import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, newAccount, openTestDatabase, type TestDatabase } from '../helpers/test-app';

const inquiry = { name: 'Rate Test', email: 'rate@example.com', subject: 'TEAS Exam', message: 'Asking again and again.' };

describe.each(databaseKinds)('rate limits on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_FORMS_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 429 with Retry-After once an IP has used up its sign-ups for the minute', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.10' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/auth/signup', headers: ip, payload: newAccount() })).statusCode);
    }
    const limited = await app.inject({ method: 'POST', url: '/api/auth/signup', headers: ip, payload: newAccount() });

    expect(statuses).toEqual([201, 201, 201]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in/) });
  });

  it('limits sign-in attempts per IP (password guessing)', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.11' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/auth/login', headers: ip, payload: { username: 'someone', password: `guess${attempt}` } })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits each form per IP and leaves other addresses alone', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.20' };
    const first = await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', headers: ip, payload: inquiry });
    const second = await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', headers: ip, payload: inquiry });
    const third = await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', headers: ip, payload: inquiry });
    const otherAddress = await app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      headers: { 'x-forwarded-for': '203.0.113.21' },
      payload: inquiry,
    });

    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 429]);
    expect(third.headers['retry-after']).toBeDefined();
    expect(otherAddress.statusCode).toBe(201);
  });

  it('limits the service request form too', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.30' };
    const request = {
      name: 'Rate Test',
      email: 'rate@example.com',
      serviceType: 'tutoring',
      urgencyLevel: 'low',
      description: 'Please help with pharmacology.',
      preferredContactMethod: 'email',
    };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/service-requests', headers: ip, payload: request })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('does not limit reads of content', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.40' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/exam-types', headers: ip })).statusCode).toBe(200);
    }
  });
});
