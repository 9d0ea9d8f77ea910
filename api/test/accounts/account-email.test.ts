import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountEmailMessages, emailLinkUrl } from '@nurseprep/contracts';
import { buildApp } from '../../src/app';
import { emailTokens, users } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import { mailsTo, tokenInMail } from '../helpers/mail';
import { databaseKinds, newAccount, openTestDatabase, sessionCookieOf, testConfig, type TestDatabase } from '../helpers/test-app';

const T0 = new Date('2026-11-24T10:00:00.000Z');
const minutes = (count: number) => count * 60 * 1000;
const days = (count: number) => count * 24 * 60 * 60 * 1000;
const config = testConfig();

describe.each(databaseKinds)('password reset and email verification on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const clock = { now: T0 };
  const at = (offset: number) => (clock.now = new Date(T0.getTime() + offset));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildApp({ config, database, now: () => clock.now });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(() => {
    clock.now = T0;
  });

  const signUp = async () => {
    const account = newAccount();
    const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: account });
    expect(response.statusCode).toBe(201);
    return { account, cookie: sessionCookieOf(response), id: (response.json() as { id: number }).id };
  };
  const currentUser = async (cookie: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as { email: string; emailVerified: boolean } | null;
  };
  const verify = (token: string) => app.inject({ method: 'POST', url: '/api/auth/email-verification', payload: { token } });
  const verifiedAccount = async () => {
    const student = await signUp();
    const [mail] = await mailsTo(app, student.account.email);
    expect((await verify(tokenInMail(mail!))).statusCode).toBe(200);
    return student;
  };
  const requestReset = async (email: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
    await app.backgroundTasks.settled();
    return response;
  };
  const lastResetToken = async (email: string) => {
    const resets = (await mailsTo(app, email)).filter((mail) => mail.kind === 'password-reset');
    return tokenInMail(resets.at(-1)!);
  };
  const reset = (token: string, password: string, cookie?: string) =>
    app.inject({ method: 'POST', url: '/api/auth/password-reset', headers: cookie ? { cookie } : {}, payload: { token, password, confirmPassword: password } });
  const signIn = (username: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  describe('email verification', () => {
    it('sign-up queues a verification link that verifies the address without signing in, and again without error', async () => {
      const student = await signUp();
      expect(await currentUser(student.cookie)).toMatchObject({ emailVerified: false });
      const mails = await mailsTo(app, student.account.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'email-verification', sensitive: true, status: 'queued' });
      const token = tokenInMail(mails[0]!);
      expect(mails[0]!.textBody).toContain(emailLinkUrl(config.siteUrl, 'verifyEmail', token));

      const verified = await verify(token);
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ email: student.account.email });
      expect(verified.cookies).toHaveLength(0);
      expect(await currentUser(student.cookie)).toMatchObject({ emailVerified: true });
      const [row] = await app.db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, student.id));
      expect(row!.emailVerifiedAt).toEqual(T0);

      at(minutes(5));
      const again = await verify(token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ email: student.account.email });
      const [after] = await app.db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, student.id));
      expect(after!.emailVerifiedAt).toEqual(T0);
    });

    it('refuses an unknown, an expired or a malformed token with a 400 that says so, and verifies nothing', async () => {
      const student = await signUp();
      const token = tokenInMail((await mailsTo(app, student.account.email))[0]!);

      const unknown = await verify('A'.repeat(43));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ message: accountEmailMessages.verificationLinkInvalid });

      at(days(7) + 1000);
      const expired = await verify(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: accountEmailMessages.verificationLinkInvalid });

      const malformed = await verify('not a token');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: accountEmailMessages.linkIncomplete, fieldErrors: { token: [accountEmailMessages.linkIncomplete] } });
      expect(await currentUser(student.cookie)).toMatchObject({ emailVerified: false });
    });

    it('mails a new link on request to a signed-in account, and answers 409 once the address is verified', async () => {
      const student = await signUp();
      const visitor = await app.inject({ method: 'POST', url: '/api/auth/email-verification/resend' });
      expect(visitor.statusCode).toBe(401);

      const resent = await app.inject({ method: 'POST', url: '/api/auth/email-verification/resend', headers: { cookie: student.cookie } });
      expect(resent.statusCode).toBe(202);
      expect(resent.json()).toEqual({ message: accountEmailMessages.verificationSent });
      const mails = await mailsTo(app, student.account.email);
      expect(mails.map((mail) => mail.kind)).toEqual(['email-verification', 'email-verification']);
      expect((await verify(tokenInMail(mails[1]!))).statusCode).toBe(200);

      const done = await app.inject({ method: 'POST', url: '/api/auth/email-verification/resend', headers: { cookie: student.cookie } });
      expect(done.statusCode).toBe(409);
      expect(done.json()).toEqual({ message: accountEmailMessages.alreadyVerified });
      expect(await mailsTo(app, student.account.email)).toHaveLength(2);
    });
  });

  describe('POST /api/auth/password-reset/request', () => {
    it('answers the same 202 for an unknown address and an account, and mails only the verified account a reset link', async () => {
      const student = await verifiedAccount();
      const unknownEmail = newAccount().email;
      const known = await requestReset(student.account.email.toUpperCase());
      const unknown = await requestReset(unknownEmail);

      for (const response of [known, unknown]) {
        expect(response.statusCode).toBe(202);
        expect(response.json()).toEqual({ message: accountEmailMessages.resetRequested });
        expect(response.cookies).toHaveLength(0);
      }
      expect(known.body).toBe(unknown.body);
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
      expect(await mailsTo(app, unknownEmail)).toHaveLength(0);

      const resets = (await mailsTo(app, student.account.email)).filter((mail) => mail.kind === 'password-reset');
      expect(resets).toHaveLength(1);
      expect(resets[0]).toMatchObject({ sensitive: true, status: 'queued' });
      const token = tokenInMail(resets[0]!);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(resets[0]!.textBody).toContain(emailLinkUrl(config.siteUrl, 'resetPassword', token));
      expect(resets[0]!.textBody).toContain('expires in 30 minutes');
    });

    it('stores only the SHA-256 of the token, valid for 30 minutes', async () => {
      const student = await verifiedAccount();
      await requestReset(student.account.email);
      const token = await lastResetToken(student.account.email);

      const rows = await app.db.select().from(emailTokens).where(eq(emailTokens.userId, student.id));
      expect(rows.some((row) => row.tokenHash === token || JSON.stringify(row).includes(token))).toBe(false);
      const [stored] = rows.filter((row) => row.tokenHash === hashToken(token));
      expect(stored).toMatchObject({ purpose: 'password-reset', email: student.account.email, usedAt: null });
      expect(stored!.expiresAt).toEqual(new Date(T0.getTime() + minutes(30)));
    });

    it('sends an unverified account a verification link that says a reset needs it, and no reset link', async () => {
      const student = await signUp();
      const response = await requestReset(student.account.email);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: accountEmailMessages.resetRequested });

      const mails = await mailsTo(app, student.account.email);
      expect(mails.map((mail) => mail.kind)).toEqual(['email-verification', 'email-verification']);
      expect(mails[1]).toMatchObject({ sensitive: true });
      expect(mails[1]!.textBody).toContain('verify your email address before you can reset your password');
      const resetTokens = await app.db.select().from(emailTokens).where(eq(emailTokens.userId, student.id));
      expect(resetTokens.filter((row) => row.purpose === 'password-reset')).toHaveLength(0);

      expect((await verify(tokenInMail(mails[1]!))).statusCode).toBe(200);
      await requestReset(student.account.email);
      expect((await mailsTo(app, student.account.email)).at(-1)).toMatchObject({ kind: 'password-reset' });
    });

    it('refuses a malformed email with a 400 naming the field', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: 'not-an-email' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Please enter a valid email address', fieldErrors: { email: ['Please enter a valid email address'] } });
    });
  });

  describe('POST /api/auth/password-reset', () => {
    it('sets the password, signs out every other session, signs this browser in and mails a notice; the link works once', async () => {
      const student = await verifiedAccount();
      const otherDevice = sessionCookieOf(await signIn(student.account.username, student.account.password));
      await requestReset(student.account.email);
      const token = await lastResetToken(student.account.email);

      const response = await reset(token, 'a brand new password');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: student.id, username: student.account.username, emailVerified: true });
      expect(response.body).not.toMatch(/password|argon2/i);
      const newCookie = sessionCookieOf(response);
      expect(await currentUser(newCookie)).toMatchObject({ email: student.account.email });
      expect(await currentUser(student.cookie)).toBeNull();
      expect(await currentUser(otherDevice)).toBeNull();

      expect((await signIn(student.account.username, student.account.password)).statusCode).toBe(401);
      expect((await signIn(student.account.username, 'a brand new password')).statusCode).toBe(200);

      const notice = (await mailsTo(app, student.account.email)).at(-1)!;
      expect(notice).toMatchObject({ kind: 'password-changed', sensitive: false });
      expect(notice.textBody).toContain('Your password was changed');
      expect(notice.textBody).toContain("If this wasn't you");

      const again = await reset(token, 'yet another password');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: accountEmailMessages.resetLinkInvalid });
      expect((await signIn(student.account.username, 'a brand new password')).statusCode).toBe(200);
    });

    it('works until 30 minutes after the request and not after', async () => {
      const student = await verifiedAccount();
      await requestReset(student.account.email);
      at(minutes(29));
      expect((await reset(await lastResetToken(student.account.email), 'password at 29 minutes')).statusCode).toBe(200);

      await requestReset(student.account.email);
      at(minutes(29) + minutes(30) + 1000);
      const expired = await reset(await lastResetToken(student.account.email), 'password after expiry');
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ message: accountEmailMessages.resetLinkInvalid });
      expect((await signIn(student.account.username, 'password at 29 minutes')).statusCode).toBe(200);
    });

    it('deletes links once they have expired, and keeps live ones', async () => {
      const student = await verifiedAccount();
      await requestReset(student.account.email);
      const tokenHash = hashToken(await lastResetToken(student.account.email));
      const stored = () => app.db.select().from(emailTokens).where(eq(emailTokens.tokenHash, tokenHash));
      expect(await app.repositories.emailTokens.deleteExpired(new Date(T0.getTime() + minutes(29)))).toBeGreaterThanOrEqual(0);
      expect(await stored()).toHaveLength(1);
      await app.repositories.emailTokens.deleteExpired(new Date(T0.getTime() + minutes(31)));
      expect(await stored()).toHaveLength(0);
    });

    it('spends older links when a new one is requested', async () => {
      const student = await verifiedAccount();
      await requestReset(student.account.email);
      const older = await lastResetToken(student.account.email);
      await requestReset(student.account.email);
      const newer = await lastResetToken(student.account.email);
      expect(newer).not.toBe(older);

      expect((await reset(older, 'password from the old link')).statusCode).toBe(400);
      expect((await reset(newer, 'password from the new link')).statusCode).toBe(200);
    });

    it('refuses mismatched passwords with a 400 on confirmPassword and leaves the link usable', async () => {
      const student = await verifiedAccount();
      await requestReset(student.account.email);
      const token = await lastResetToken(student.account.email);

      const mismatched = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { token, password: 'one new password', confirmPassword: 'another password' },
      });
      expect(mismatched.statusCode).toBe(400);
      expect(mismatched.json()).toEqual({ message: "Passwords don't match", fieldErrors: { confirmPassword: ["Passwords don't match"] } });
      expect((await reset(token, 'one new password')).statusCode).toBe(200);
    });

    it('refuses an unknown token with a 400 and no session', async () => {
      const response = await reset('B'.repeat(43), 'a fine new password');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: accountEmailMessages.resetLinkInvalid });
      expect(response.cookies).toHaveLength(0);
    });
  });
});
