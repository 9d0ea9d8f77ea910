import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, databasePerFile, newAccount, signUpStaff } from '../helpers/test-app';

// The per-IP counters live in each app, and every block signs in with names of its own: the blocks share a database.
const sharedDatabase = databasePerFile();

const inquiry = { name: 'Rate Test', email: 'rate@example.com', subject: 'TEAS Exam', message: 'Asking again and again.' };

describe.each(databaseKinds)('rate limits on %s', (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(await sharedDatabase(kind), {
      RATE_LIMIT_AUTH_PER_MINUTE: '3',
      RATE_LIMIT_FORMS_PER_MINUTE: '2',
      RATE_LIMIT_STAFF_PER_MINUTE: '2',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 429 with Retry-After once an IP has used up its sign-ups for the minute', async () => {
    const ip = '203.0.113.10';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress: ip, payload: newAccount() })).statusCode);
    }
    const limited = await app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress: ip, payload: newAccount() });

    expect(statuses).toEqual([201, 201, 201]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in/) });
  });

  it('limits sign-in attempts per IP (password guessing)', async () => {
    const ip = '203.0.113.11';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { username: 'someone', password: `guess${attempt}` } })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limits each form per IP and leaves other addresses alone', async () => {
    const ip = '203.0.113.20';
    const first = await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', remoteAddress: ip, payload: inquiry });
    const second = await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', remoteAddress: ip, payload: inquiry });
    const third = await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', remoteAddress: ip, payload: inquiry });
    const otherAddress = await app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      remoteAddress: '203.0.113.21',
      payload: inquiry,
    });

    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 429]);
    expect(third.headers['retry-after']).toBeDefined();
    expect(otherAddress.statusCode).toBe(201);
  });

  it('limits the service request form too', async () => {
    const ip = '203.0.113.30';
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
      statuses.push((await app.inject({ method: 'POST', url: '/api/service-requests', remoteAddress: ip, payload: request })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('does not limit reads of content', async () => {
    const ip = '203.0.113.40';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await app.inject({ method: 'GET', url: '/api/exam-types', remoteAddress: ip })).statusCode).toBe(200);
    }
  });

  it('counts an IPv6 client by its /64: another address in the same /64 does not reset the limit, another /64 has its own', async () => {
    const submit = async (remoteAddress: string) => (await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', remoteAddress, payload: inquiry })).statusCode;
    const statuses = [await submit('2001:db8:1:2::1'), await submit('2001:db8:1:2::abcd'), await submit('2001:db8:1:2:ffff:ffff:ffff:ffff')];
    expect(statuses).toEqual([201, 201, 429]);
    expect(await submit('2001:db8:1:3::1')).toBe(201);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address it carries', async () => {
    const submit = async (remoteAddress: string) => (await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', remoteAddress, payload: inquiry })).statusCode;
    expect([await submit('203.0.113.120'), await submit('::ffff:203.0.113.120'), await submit('::ffff:203.0.113.120')]).toEqual([201, 201, 429]);
    expect(await submit('203.0.113.121')).toBe(201);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const ip = '203.0.113.50';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/tutoring-inquiries',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
        payload: inquiry,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('limits staff changes per IP: lead status, WhatsApp send and campaigns', async () => {
    const ip = '203.0.113.60';
    const staff = await signUpStaff(app);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/whatsapp/send',
        remoteAddress: ip,
        headers: { cookie: staff.cookie },
        payload: { to: '+15550100123', message: 'Hello' },
      });
    const statuses = [(await send()).statusCode, (await send()).statusCode];
    const limited = await send();

    expect(statuses).toEqual([501, 501]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in/) });

    const campaign = () =>
      app.inject({
        method: 'POST',
        url: '/api/marketing/campaign',
        remoteAddress: ip,
        headers: { cookie: staff.cookie },
        payload: { id: '1', name: 'Spring', message: 'Hello', targetAudience: 'all', status: 'draft' },
      });
    expect([(await campaign()).statusCode, (await campaign()).statusCode, (await campaign()).statusCode]).toEqual([501, 501, 429]);

    await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', remoteAddress: '203.0.113.61', payload: inquiry });
    const leads = await app.inject({ method: 'GET', url: '/api/marketing/leads', headers: { cookie: staff.cookie } });
    const leadId = (leads.json() as { items: { id: number }[] }).items[0]?.id;
    const setStatus = () =>
      app.inject({ method: 'PATCH', url: `/api/marketing/leads/${leadId}`, remoteAddress: ip, headers: { cookie: staff.cookie }, payload: { status: 'contacted' } });
    const patched = [(await setStatus()).statusCode, (await setStatus()).statusCode];
    const patchLimited = await setStatus();
    expect(patched).toEqual([200, 200]);
    expect(patchLimited.statusCode).toBe(429);
    expect(Number(patchLimited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe.each(databaseKinds)('rate limits behind a trusted proxy on %s', (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const environment = { RATE_LIMIT_FORMS_PER_MINUTE: '2', TRUST_PROXY: '10.0.0.0/8' };
    app = await buildTestApp(await sharedDatabase(kind), environment);
  });
  afterAll(async () => {
    await app?.close();
  });

  const submit = (remoteAddress: string, forwardedFor: string) =>
    app.inject({ method: 'POST', url: '/api/tutoring-inquiries', remoteAddress, headers: { 'x-forwarded-for': forwardedFor }, payload: inquiry });

  it('counts per client address the trusted proxy reports', async () => {
    const statuses = [(await submit('10.0.0.5', '203.0.113.70')).statusCode, (await submit('10.0.0.6', '203.0.113.70')).statusCode];
    const third = await submit('10.0.0.5', '203.0.113.70');
    const otherClient = await submit('10.0.0.5', '203.0.113.71');

    expect(statuses).toEqual([201, 201]);
    expect(third.statusCode).toBe(429);
    expect(otherClient.statusCode).toBe(201);
  });

  it('does not believe X-Forwarded-For from an address outside the trusted list', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await submit('192.0.2.9', `203.0.113.${80 + attempt}`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe.each(databaseKinds)('rate limits behind one load balancer (TRUST_PROXY=1) on %s', (kind) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(await sharedDatabase(kind), {
      RATE_LIMIT_FORMS_PER_MINUTE: '1',
      RATE_LIMIT_AUTH_PER_MINUTE: '2',
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts by the address the load balancer saw, not by what the client wrote before it', async () => {
    const submit = (forwardedFor: string) =>
      app.inject({ method: 'POST', url: '/api/tutoring-inquiries', remoteAddress: '10.1.1.1', headers: { 'x-forwarded-for': forwardedFor }, payload: inquiry });
    // The balancer appends the client's address; anything before it was written by the client.
    expect((await submit('198.51.100.1, 203.0.113.90')).statusCode).toBe(201);
    expect((await submit('198.51.100.2, 203.0.113.90')).statusCode).toBe(429);
    expect((await submit('203.0.113.91')).statusCode).toBe(201);
  });

  it('keeps counting sign-ins by that address when the client forges the left-most X-Forwarded-For on every try', async () => {
    const signIn = (forwardedFor: string, attempt: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.1.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { username: `guessed-name-${attempt}`, password: 'a wrong password' },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) statuses.push((await signIn(`198.51.100.${attempt + 10}, 203.0.113.92`, attempt)).statusCode);
    const limited = await signIn('198.51.100.99, 203.0.113.92', 2);

    expect(statuses).toEqual([401, 401]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn('203.0.113.93', 3)).statusCode).toBe(401);
  });
});
