import type { FastifyInstance } from 'fastify';
import { loadConfig, loadServerConfig } from '../src/config';
import { buildTestApp, databaseKinds, newAccount, openTestDatabase, type TestDatabase } from './helpers/test-app';

describe('TRUST_PROXY', () => {
  it('is off unless set: the server faces clients directly', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
  });

  it.each([
    ['false', false],
    ['true', true],
    [' true ', true],
    ['0', 0],
    ['2', 2],
    ['192.0.2.7', ['192.0.2.7']],
    ['10.0.0.0/8, 192.0.2.7 ,172.16.0.0/12', ['10.0.0.0/8', '192.0.2.7', '172.16.0.0/12']],
    ['::1, fd00::/8', ['::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', 'face', '-1', '1.5', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/8/8', '10.0.0.0/8, proxy.internal', '300.0.0.1'])(
    'stops start-up with a message naming TRUST_PROXY for %j',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        'Invalid configuration: TRUST_PROXY: must be true, false, a hop count or comma-separated IP addresses/CIDRs',
      );
    },
  );
});

describe('TRUST_PROXY in production', () => {
  const production = { NODE_ENV: 'production', SITE_URL: 'https://www.nurseprep.example' };

  it('refuses true, saying why and what to give instead', () => {
    expect(() => loadServerConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(
      'Invalid configuration: TRUST_PROXY: true is refused when NODE_ENV is production: any client could then write its own ' +
        'X-Forwarded-For and escape every per-IP limit. Give the hop count of your proxies (1 behind one load balancer) or their addresses/CIDRs',
    );
  });

  it.each([
    ['false', false],
    ['1', 1],
    ['10.0.0.0/8', ['10.0.0.0/8']],
  ])('takes TRUST_PROXY=%j', (value, expected) => {
    expect(loadServerConfig({ ...production, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['development', 'test'])('takes true in %s', (nodeEnv) => {
    expect(loadServerConfig({ NODE_ENV: nodeEnv, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});

const inquiry = { name: 'Proxy Test', email: 'proxy@example.com', subject: 'TEAS Exam', message: 'Who am I, through the proxy?' };

function sessionCookieIsSecure(response: { cookies: { name: string; secure?: boolean }[] }): boolean {
  // A Secure session cookie is named __Host-nurseprep_session.
  const cookie = response.cookies.find((candidate) => candidate.name === 'nurseprep_session' || candidate.name === '__Host-nurseprep_session');
  if (!cookie) throw new Error('no session cookie in the response');
  return cookie.secure === true;
}

describe.each(databaseKinds)('X-Forwarded-* headers on %s', (kind) => {
  let database: TestDatabase;
  let directApp: FastifyInstance;
  let proxiedApp: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    directApp = await buildTestApp(database, { RATE_LIMIT_FORMS_PER_MINUTE: '2' });
    proxiedApp = await buildTestApp(database, { RATE_LIMIT_FORMS_PER_MINUTE: '2', TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await directApp?.close();
    await proxiedApp?.close();
    await database?.close();
  });

  const submit = (app: FastifyInstance, remoteAddress: string, forwardedFor: string) =>
    app.inject({ method: 'POST', url: '/api/tutoring-inquiries', remoteAddress, headers: { 'x-forwarded-for': forwardedFor }, payload: inquiry });

  it('by default, a new X-Forwarded-For on every request does not reset the rate limit', async () => {
    const statuses: number[] = [];
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) statuses.push((await submit(directApp, '203.0.113.100', forged)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('by default, X-Forwarded-Proto: https does not make the session cookie Secure', async () => {
    const response = await directApp.inject({ method: 'POST', url: '/api/auth/signup', headers: { 'x-forwarded-proto': 'https' }, payload: newAccount() });
    expect(response.statusCode).toBe(201);
    expect(sessionCookieIsSecure(response)).toBe(false);
  });

  it('with TRUST_PROXY=true, the rate limit counts the client address X-Forwarded-For gives', async () => {
    const proxy = '10.0.0.1';
    const statuses = [(await submit(proxiedApp, proxy, '203.0.113.110')).statusCode, (await submit(proxiedApp, proxy, '203.0.113.110')).statusCode];
    const third = await submit(proxiedApp, proxy, '203.0.113.110');
    const otherClient = await submit(proxiedApp, proxy, '203.0.113.111');

    expect(statuses).toEqual([201, 201]);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(otherClient.statusCode).toBe(201);
  });

  it('with TRUST_PROXY=true, X-Forwarded-Proto: https makes the session cookie Secure, and plain HTTP does not', async () => {
    const overHttps = await proxiedApp.inject({ method: 'POST', url: '/api/auth/signup', headers: { 'x-forwarded-proto': 'https' }, payload: newAccount() });
    const overHttp = await proxiedApp.inject({ method: 'POST', url: '/api/auth/signup', headers: { 'x-forwarded-proto': 'http' }, payload: newAccount() });

    expect([overHttps.statusCode, overHttp.statusCode]).toEqual([201, 201]);
    expect(sessionCookieIsSecure(overHttps)).toBe(true);
    expect(sessionCookieIsSecure(overHttp)).toBe(false);
  });
});
