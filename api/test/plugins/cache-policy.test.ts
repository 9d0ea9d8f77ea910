import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStudent, type TestDatabase } from '../helpers/test-app';

describe.each(databaseKinds)('what browsers and caches may keep, on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers for a session are private and never stored: the user, errors, unknown endpoints', async () => {
    const { cookie } = await signUpStudent(app);
    for (const [url, headers] of [
      ['/api/auth/user', { cookie }],
      ['/api/auth/user', {}],
      ['/api/marketing/leads', { cookie }],
      ['/api/no-such-endpoint', {}],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect([url, response.headers['cache-control']]).toEqual([url, 'private, no-store']);
    }
  });

  it('a route that says how it may be cached keeps its own policy', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/site-config' })).headers['cache-control']).toBe('no-cache');
  });
});
