import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, databasePerFile, type TestDatabase } from '../helpers/test-app';

const metricsToken = 'a-metrics-token-for-tests';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

// The apps of both blocks read nothing the other writes: they share a database.
const sharedDatabase = databasePerFile();

describe.each(databaseKinds)('health, readiness, request ids and metrics on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await sharedDatabase(kind);
    // No server rendering: what the renderer needs (the shell's node build) is checked on its own below.
    app = await buildTestApp(database, { SSR: 'off', METRICS_TOKEN: metricsToken });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('says it is alive at /healthz (and the older /api/health) and ready at /readyz, each check named', async () => {
    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    const older = await app.inject({ method: 'GET', url: '/api/health' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });

    expect([alive.statusCode, alive.json()]).toEqual([200, { status: 'ok' }]);
    expect([older.statusCode, older.json()]).toEqual([200, { status: 'ok' }]);
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', shutdown: 'ok' } });
  });

  it('is not ready while a migration of this release is missing from the database, and says which', async () => {
    const [latest] = (
      (await database.db.execute(sql`select id, created_at::text as created from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as {
        rows: { id: number; created: string }[];
      }
    ).rows;
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest!.id}`);
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not ready',
        checks: { database: expect.stringMatching(/^migrations pending: the database has \d+ of \d+, up to \d{4}_\w+ needed$/), shutdown: 'ok' },
      });
    } finally {
      await database.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest!.id}, 'restored', ${latest!.created}::bigint)`);
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('gives every answer a request id, and ignores one a client sends when no proxy is trusted', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/site-config' });
    const forged = await app.inject({ method: 'GET', url: '/api/site-config', headers: { 'x-request-id': 'made-up-by-a-client' } });
    const missing = await app.inject({ method: 'GET', url: '/no-such-api-route-for-ids.json' });

    expect(first.headers['x-request-id']).toMatch(uuid);
    expect(forged.headers['x-request-id']).toMatch(uuid);
    expect(forged.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(missing.headers['x-request-id']).toMatch(uuid);
  });

  it('serves /metrics only with the metrics token', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/metrics' });
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${metricsToken.replace('a', 'b')}` } });

    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, with latency, outbox depths, the pool and event-loop lag', async () => {
    const scrape = async () => {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.body;
    };
    const before = await scrape();
    const series = 'http_requests_total{method="GET",route="/api/blog-posts/:slug",status="404"}';
    await app.inject({ method: 'GET', url: '/api/blog-posts/no-such-post' });
    await app.inject({ method: 'GET', url: '/api/blog-posts/another-missing-post' });
    // A message waiting to be sent: the tutoring inquiry's confirmation mail (the sender is off in tests).
    const inquiry = await app.inject({
      method: 'POST',
      url: '/api/tutoring-inquiries',
      payload: { name: 'Metrics Test', email: 'metrics@example.com', subject: 'TEAS Exam', message: 'Counting the outbox.' },
    });
    expect(inquiry.statusCode).toBe(201);
    const after = await scrape();

    // One series for both paths: the route's pattern, not the path asked.
    expect((sample(after, series) ?? 0) - (sample(before, series) ?? 0)).toBe(2);
    expect(after).not.toContain('no-such-post');
    expect(sample(after, 'http_request_duration_seconds_count{method="GET",route="/api/blog-posts/:slug",status="404"}')).toBeGreaterThanOrEqual(2);
    expect(sample(after, 'outbox_messages{outbox="mail",status="queued"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    if (kind === 'postgres') {
      expect(sample(after, 'db_pool_connections{state="max"}')).toBe(10);
      expect(sample(after, 'db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
    } else {
      expect(after).not.toContain('db_pool_connections{');
    }
  });

  it('is not ready once it drains for a shutdown, while it still answers', async () => {
    app.readiness.drain();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    const page = await app.inject({ method: 'GET', url: '/api/site-config' });

    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', checks: { database: 'ok', shutdown: 'draining: this instance is shutting down' } });
    expect(page.statusCode).toBe(200);
  });
});

describe('readiness of what a deployment needs', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await sharedDatabase('pglite');
  });

  it('is not ready to render pages without the shell’s node build, and says so', async () => {
    const app = await buildTestApp(database, { STATIC_ROOT: mkdtempSync(path.join(tmpdir(), 'nurseprep-no-build-')) });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks).toEqual({ database: 'ok', renderer: 'the shell has no server build (npm run build)', shutdown: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('is not ready while the configured Redis does not answer, and still serves', async () => {
    // A port nothing listens on.
    const app = await buildTestApp(database, { SSR: 'off', REDIS_URL: 'redis://127.0.0.1:9/0' });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json().checks).toEqual({ database: 'ok', redis: expect.any(String), shutdown: 'ok' });
      expect(response.json().checks.redis).not.toBe('ok');
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'nobody_here', password: 'not the password' } });
      expect(login.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('takes the request id a trusted proxy sends, and makes its own for a malformed one', async () => {
    const app = await buildTestApp(database, { SSR: 'off', TRUST_PROXY: '127.0.0.1' });
    try {
      const fromProxy = await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '127.0.0.1', headers: { 'x-request-id': 'lb-7f3a9c01' } });
      const malformed = await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '127.0.0.1', headers: { 'x-request-id': 'two words\n' } });
      const untrusted = await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '198.51.100.7', headers: { 'x-request-id': 'lb-7f3a9c01' } });

      expect(fromProxy.headers['x-request-id']).toBe('lb-7f3a9c01');
      expect(malformed.headers['x-request-id']).toMatch(uuid);
      expect(untrusted.headers['x-request-id']).toMatch(uuid);
    } finally {
      await app.close();
    }
  });

  it('does not serve /metrics without a metrics token', async () => {
    const app = await buildTestApp(database, { SSR: 'off' });
    try {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
