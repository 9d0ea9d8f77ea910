import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { sessions } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import {
  buildTestApp,
  databaseKinds,
  databasePerFile,
  newAccount,
  sessionCookieOf,
  signUpStaff,
  testConfig,
  type TestDatabase,
} from '../helpers/test-app';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

// Every test makes its own accounts and sessions and looks only at those: the blocks share a database.
const sharedDatabase = databasePerFile();

describe.each(databaseKinds)('sessions on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await sharedDatabase(kind);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
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

  describe('POST /api/auth/sign-out-everywhere', () => {
    it('ends every session of the account, this one too, clears the cookie and leaves other accounts signed in', async () => {
      const account = newAccount();
      const here = sessionCookieOf(await app.inject({ method: 'POST', url: '/api/auth/signup', payload: account }));
      const elsewhere = sessionCookieOf(
        await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: account.username, password: account.password } }),
      );
      const someoneElse = await signUp();

      const response = await app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', headers: { cookie: here } });

      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(response.cookies.find((candidate) => candidate.name === 'nurseprep_session')?.value).toBe('');
      for (const cookie of [here, elsewhere]) expect((await currentUser(cookie)).json()).toBeNull();
      expect((await currentUser(someoneElse)).json()).not.toBeNull();
    });

    it('answers 401 to a visitor', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Not signed in' });
    });
  });

  describe('lifetimes (on a moved clock)', () => {
    const T0 = new Date('2026-11-24T10:00:00.000Z');
    const clock = { now: T0 };
    const at = (offset: number) => (clock.now = new Date(T0.getTime() + offset));
    let clockApp: FastifyInstance;

    beforeAll(async () => {
      clockApp = await buildApp({ config: testConfig(), database, now: () => clock.now });
    });
    afterAll(async () => {
      await clockApp?.close();
    });
    beforeEach(() => {
      clock.now = T0;
    });

    const userAt = async (cookie: string, offset: number) => {
      at(offset);
      const response = await clockApp.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return response;
    };

    it('ends a session 30 days after sign-in however often it is used', async () => {
      const signup = await clockApp.inject({ method: 'POST', url: '/api/auth/signup', payload: newAccount() });
      const cookie = sessionCookieOf(signup);
      expect(signup.cookies[0]?.maxAge).toBe(30 * 24 * 60 * 60);

      for (const day of [5, 10, 15, 20, 25, 29]) expect((await userAt(cookie, day * DAY)).json()).not.toBeNull();
      const lastDay = await userAt(cookie, 29 * DAY + 2 * HOUR);
      // The cookie moves with use, but never past the session's 30 days.
      expect(lastDay.cookies[0]?.maxAge).toBe((DAY - 2 * HOUR) / 1000);

      expect((await userAt(cookie, 30 * DAY + MINUTE)).json()).toBeNull();
    });

    it('ends a staff session unused for 8 hours, and keeps one in use all day', async () => {
      const staff = await signUpStaff(clockApp);
      let active = 0;
      for (; active <= 12 * HOUR; active += 50 * MINUTE) expect((await userAt(staff.cookie, active)).json()).toMatchObject({ role: 'staff' });
      const idleSince = active - 50 * MINUTE;

      expect((await userAt(staff.cookie, idleSince + 7 * HOUR)).json()).toMatchObject({ role: 'staff' });
      const dead = await userAt(staff.cookie, idleSince + 7 * HOUR + 8 * HOUR + MINUTE);
      expect(dead.json()).toBeNull();
      expect(dead.cookies.find((candidate) => candidate.name === 'nurseprep_session')?.value).toBe('');
    });

    it('keeps an unused student session for days', async () => {
      const cookie = sessionCookieOf(await clockApp.inject({ method: 'POST', url: '/api/auth/signup', payload: newAccount() }));
      expect((await userAt(cookie, 20 * DAY)).json()).not.toBeNull();
    });
  });
});

describe.each(databaseKinds)('COOKIE_SECURE=true on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await sharedDatabase(kind);
    app = await buildTestApp(database, { COOKIE_SECURE: 'true' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('names the cookie __Host-nurseprep_session (Secure, Path=/, no Domain), reads it back and clears it at sign-out', async () => {
    const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: newAccount() });
    expect(signup.cookies.map((candidate) => candidate.name)).toEqual(['__Host-nurseprep_session']);
    expect(signup.cookies[0]).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(signup.cookies[0]?.domain).toBeUndefined();
    const cookie = sessionCookieOf(signup);
    expect(cookie).toMatch(/^__Host-nurseprep_session=/);

    const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toEqual(signup.json());

    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.cookies.find((candidate) => candidate.name === '__Host-nurseprep_session')).toMatchObject({ value: '', secure: true });
    expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json()).toBeNull();
  });

  it('still reads a session cookie set under the plain name, and moves it to the __Host- name at sign-in', async () => {
    const plain = await buildTestApp(database, { COOKIE_SECURE: 'false' });
    try {
      const account = newAccount();
      const cookie = sessionCookieOf(await plain.inject({ method: 'POST', url: '/api/auth/signup', payload: account }));
      expect(cookie).toMatch(/^nurseprep_session=/);
      expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json()).toMatchObject({ username: account.username });

      const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { cookie }, payload: { username: account.username, password: account.password } });
      expect(login.cookies.find((candidate) => candidate.name === '__Host-nurseprep_session')?.value).not.toBe('');
      expect(login.cookies.find((candidate) => candidate.name === 'nurseprep_session')?.value).toBe('');
    } finally {
      await plain.close();
    }
  });
});

describe('expired sessions', () => {
  it.each(databaseKinds)('are removed from the table when a server starts (%s)', async (kind) => {
    const database = await sharedDatabase(kind);
    const first = await buildTestApp(database);
    const signup = await first.inject({ method: 'POST', url: '/api/auth/signup', payload: newAccount() });
    const cookie = sessionCookieOf(signup);
    const tokenHash = hashToken(cookie.slice(cookie.indexOf('=') + 1));
    const expired = { expiresAt: sql`now() - interval '1 minute'` };
    await first.db.update(sessions).set(expired).where(eq(sessions.tokenHash, tokenHash));
    await first.close();

    const second = await buildTestApp(database);
    await second.ready();
    expect(await second.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash))).toHaveLength(0);
    await second.close();
  });
});

/** Signs up on one app of `config`, closes it, and reads the session's user from a second app of the same config. */
async function expectSessionToSurviveRestart(config: AppConfig) {
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
}

describe('a session survives a server restart', () => {
  it('on PGlite in a folder', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-restart-'));
    try {
      await expectSessionToSurviveRestart(testConfig({ DATA_DIR: folder }));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL', async () => {
    await expectSessionToSurviveRestart(testConfig({ DATABASE_URL: (await sharedDatabase('postgres')).url! }));
  });
});
