import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, newAccount, openTestDatabase, sessionCookieOf, type TestDatabase } from '../helpers/test-app';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Requests from app.inject come from 127.0.0.1: the trusted proxy here.
    app = await buildTestApp(database, { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  describe('POST /api/auth/signup', () => {
    it('creates the account, signs it in and answers 201 with the user but never the hash', async () => {
      const account = newAccount({ examType: 'HESI' });
      const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: account });

      expect(response.statusCode).toBe(201);
      const user = response.json();
      expect(user).toEqual({
        id: expect.any(Number),
        username: account.username,
        email: account.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        examType: 'HESI',
        role: 'student',
        emailVerified: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(response.body).not.toMatch(/password|argon2/i);

      const cookie = response.cookies.find((candidate) => candidate.name === 'nurseprep_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
      expect(cookie?.secure).toBeFalsy();
      const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookieOf(response) } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(user);
    });

    it('defaults the exam type to TEAS', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: newAccount() });
      expect(response.json()).toMatchObject({ examType: 'TEAS' });
    });

    it('marks the cookie Secure, named __Host-nurseprep_session, when the request came over HTTPS through the proxy', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'x-forwarded-proto': 'https' },
        payload: newAccount(),
      });
      expect(response.cookies.map((candidate) => candidate.name)).toEqual(['__Host-nurseprep_session']);
      expect(response.cookies[0]).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(response.cookies[0]?.domain).toBeUndefined();
    });

    it('ignores X-Forwarded-Proto from an address that is not a trusted proxy', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: '192.0.2.44',
        headers: { 'x-forwarded-proto': 'https' },
        payload: newAccount(),
      });
      expect(response.statusCode).toBe(201);
      expect(String(response.headers['set-cookie'])).toMatch(/^nurseprep_session=/);
      expect(String(response.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    });

    it('answers each validation message for bad input and stores nothing', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { username: 'ab', email: 'not-an-email', password: '12345', confirmPassword: '54321', firstName: '', lastName: '   ' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Username must be at least 3 characters',
        fieldErrors: {
          username: ['Username must be at least 3 characters'],
          email: ['Please enter a valid email address'],
          password: ['Password must be at least 8 characters'],
          confirmPassword: ["Passwords don't match"],
          firstName: ['First name is required'],
          lastName: ['Last name is required'],
        },
      });
      expect(response.cookies).toHaveLength(0);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'ab', password: '12345' } });
      expect(login.statusCode).toBe(401);
    });

    it("says Passwords don't match on confirmPassword", async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: newAccount({ confirmPassword: 'something else' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: "Passwords don't match",
        fieldErrors: { confirmPassword: ["Passwords don't match"] },
      });
    });

    it('refuses a taken username (any case) with 409', async () => {
      const first = newAccount();
      await app.inject({ method: 'POST', url: '/api/auth/signup', payload: first });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: newAccount({ username: first.username.toUpperCase() }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Username is already taken',
        fieldErrors: { username: ['Username is already taken'] },
      });
    });

    it('refuses a taken email (any case) with 409', async () => {
      const first = newAccount();
      await app.inject({ method: 'POST', url: '/api/auth/signup', payload: first });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: newAccount({ email: first.email.toUpperCase() }),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'An account with this email already exists',
        fieldErrors: { email: ['An account with this email already exists'] },
      });
    });

    it('gives 409 to the loser when two sign-ups for one username race', async () => {
      const account = newAccount();
      const responses = await Promise.all(
        [1, 2, 3].map((attempt) =>
          app.inject({
            method: 'POST',
            url: '/api/auth/signup',
            payload: { ...account, email: `race${attempt}${account.email}` },
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
      for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
        expect(response.json()).toMatchObject({ message: 'Username is already taken' });
      }
    });

    it('strips unknown fields instead of storing them (a client cannot make itself staff)', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { ...newAccount(), role: 'staff', id: 1 },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ role: 'student' });
    });
  });

  describe('POST /api/auth/login', () => {
    it("tells apart a username that is another account's email by the password", async () => {
      const owner = newAccount();
      const lookalike = newAccount({ username: owner.email, password: 'another horse', confirmPassword: 'another horse' });
      expect((await app.inject({ method: 'POST', url: '/api/auth/signup', payload: owner })).statusCode).toBe(201);
      const created = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: lookalike });
      expect(created.statusCode).toBe(201);

      const asLookalike = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: owner.email, password: 'another horse' } });
      expect(asLookalike.statusCode).toBe(200);
      expect(asLookalike.json()).toMatchObject({ id: created.json().id, username: owner.email });
      // The same text is the owner's email: the owner's password signs the owner in.
      const asOwner = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: owner.email, password: owner.password } });
      expect(asOwner.statusCode).toBe(200);
      expect(asOwner.json()).toMatchObject({ username: owner.username });
      const wrong = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: owner.email, password: 'wrong horse' } });
      expect(wrong.statusCode).toBe(401);
    });

    it("signs in the username's account when a text is one account's username and another's email with the same password", async () => {
      const owner = newAccount();
      const lookalike = newAccount({ username: owner.email });
      expect((await app.inject({ method: 'POST', url: '/api/auth/signup', payload: owner })).statusCode).toBe(201);
      const created = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: lookalike });
      expect(created.statusCode).toBe(201);

      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: owner.email, password: owner.password } });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ id: created.json().id, username: owner.email });
      // The owner still signs in by username.
      const byUsername = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: owner.username, password: owner.password } });
      expect(byUsername.json()).toMatchObject({ username: owner.username });
    });

    it('signs in by username or by email with a new session each time', async () => {
      const account = newAccount();
      const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: account });
      const byUsername = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: account.username, password: account.password },
      });
      const byEmail = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: account.email.toUpperCase(), password: account.password },
      });

      expect(byUsername.statusCode).toBe(200);
      expect(byUsername.json()).toMatchObject({ username: account.username });
      expect(byEmail.statusCode).toBe(200);
      const cookies = [signup, byUsername, byEmail].map(sessionCookieOf);
      expect(new Set(cookies).size).toBe(3);
      for (const cookie of cookies) {
        const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
        expect(me.statusCode).toBe(200);
        expect(me.json()).toMatchObject({ username: account.username });
      }
    });

    it('answers the same 401 for a wrong password and an unknown user', async () => {
      const account = newAccount();
      await app.inject({ method: 'POST', url: '/api/auth/signup', payload: account });
      const wrongPassword = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: account.username, password: 'wrong password' },
      });
      const unknownUser = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'nobody-here', password: account.password },
      });
      for (const response of [wrongPassword, unknownUser]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'Invalid username or password' });
        expect(response.cookies).toHaveLength(0);
      }
    });

    it('asks for both fields', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please enter your username or email',
        fieldErrors: { username: ['Please enter your username or email'], password: ['Please enter your password'] },
      });
    });
  });

  describe('GET /api/auth/user and POST /api/auth/logout', () => {
    it('answers 200 with null to a visitor and to a made-up cookie (a visitor is not an error)', async () => {
      const visitor = await app.inject({ method: 'GET', url: '/api/auth/user' });
      const forged = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: 'nurseprep_session=made-up' } });
      for (const response of [visitor, forged]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toBeNull();
      }
    });

    it('signs out: 204, the cookie is cleared and the old token no longer works', async () => {
      const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: newAccount() });
      const cookie = sessionCookieOf(signup);
      const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });

      expect(logout.statusCode).toBe(204);
      expect(logout.body).toBe('');
      const cleared = logout.cookies.find((candidate) => candidate.name === 'nurseprep_session');
      expect(cleared?.value).toBe('');
      const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toBeNull();
    });

    it('signing in again revokes the session the browser held before', async () => {
      const account = newAccount();
      const signup = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: account });
      const oldCookie = sessionCookieOf(signup);
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { cookie: oldCookie },
        payload: { username: account.username, password: account.password },
      });
      const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: oldCookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toBeNull();
    });
  });
});
