import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { sessions } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import { buildTestApp, databaseKinds, newAccount, openTestDatabase, sessionCookieOf, testConfig, type TestDatabase } from '../helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('sessions on %s', (kind) => {
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

  const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);
  const signUp = async () => sessionCookieOf(await app.inject({ method: 'POST', url: '/api/auth/signup', payload: newAccount() }));
  const currentUser = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

  it('stores only the SHA-256 of the cookie token', async () => {
    const cookie = await signUp();
    const token = tokenOf(cookie);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await app.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await app.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('moves the expiry forward (and re-sends the cookie) when used over an hour after the last move', async () => {
    const cookie = await signUp();
    const tokenHash = hashToken(tokenOf(cookie));
    await app.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() + interval '1 day'` })
      .where(eq(sessions.tokenHash, tokenHash));

    const response = await currentUser(cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toBeNull();
    expect(response.cookies.find((candidate) => candidate.name === 'nurseprep_session')?.value).toBe(tokenOf(cookie));
    const [row] = await app.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * DAY);
  });

  it('does not write on every request: within the hour the expiry stays and no cookie is sent', async () => {
    const cookie = await signUp();
    const tokenHash = hashToken(tokenOf(cookie));
    const [before] = await app.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));

    const response = await currentUser(cookie);

    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toBeNull();
    expect(response.cookies).toHaveLength(0);
    const [after] = await app.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(after!.expiresAt).toEqual(before!.expiresAt);
  });

  it('ends a session 30 days after its last use', async () => {
    const cookie = await signUp();
    await app.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '31 days'`, expiresAt: sql`now() - interval '1 day'` })
      .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));

    const response = await currentUser(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
    expect(response.cookies.find((candidate) => candidate.name === 'nurseprep_session')?.value).toBe('');
  });
});

describe('expired sessions', () => {
  it.each(databaseKinds)('are removed from the table when a server starts (%s)', async (kind) => {
    const database = await openTestDatabase(kind);
    try {
      const first = await buildTestApp(database);
      const cookie = sessionCookieOf(await first.inject({ method: 'POST', url: '/api/auth/signup', payload: newAccount() }));
      const tokenHash = hashToken(cookie.slice(cookie.indexOf('=') + 1));
      await first.db.update(sessions).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(sessions.tokenHash, tokenHash));
      await first.close();

      const second = await buildTestApp(database);
      await second.ready();
      expect(await second.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash))).toHaveLength(0);
      await second.close();
    } finally {
      await database.close();
    }
  });
});

describe('a session survives a server restart', () => {
  it('on PGlite in a folder', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-restart-'));
    try {
      const config = testConfig({ DATA_DIR: folder });
      const first = await buildApp({ config });
      const signup = await first.inject({ method: 'POST', url: '/api/auth/signup', payload: newAccount() });
      const cookie = sessionCookieOf(signup);
      await first.close();

      const second = await buildApp({ config });
      try {
        const response = await second.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(signup.json());
      } finally {
        await second.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL', async () => {
    const database = await openTestDatabase('postgres');
    try {
      const config = testConfig({ DATABASE_URL: database.url! });
      const first = await buildApp({ config });
      const signup = await first.inject({ method: 'POST', url: '/api/auth/signup', payload: newAccount() });
      const cookie = sessionCookieOf(signup);
      await first.close();

      const second = await buildApp({ config });
      try {
        const response = await second.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(signup.json());
      } finally {
        await second.close();
      }
    } finally {
      await database.close();
    }
  });
});
