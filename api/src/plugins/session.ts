import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authMessages, type PublicUser } from '@nurseprep/contracts';
import type { AppConfig } from '../config';
import { HttpError } from '../lib/http-error';
import { hashToken, newSessionToken } from '../lib/tokens';
import { toPublicUser } from '../accounts/users-repository';

/** The session cookie over plain HTTP (development, or COOKIE_SECURE=false). */
export const SESSION_COOKIE = 'nurseprep_session';
/**
 * The session cookie when it is Secure. Browsers take a `__Host-` cookie only when it is Secure, has Path=/
 * and no Domain, so neither a subdomain nor a plain-HTTP page can set or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/** The session token a request carries, under either cookie name (the Secure one first). */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return request.cookies?.[SECURE_SESSION_COOKIE] || request.cookies?.[SESSION_COOKIE] || undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.loadUser / requireUser / requireStaff. */
    user: PublicUser | null;
  }
  interface FastifyInstance {
    /** preHandler: reads the session cookie into request.user (null for a visitor). */
    loadUser: preHandlerAsyncHookHandler;
    /** Hook (preValidation or preHandler): 401 for visitors. */
    requireUser: preHandlerAsyncHookHandler;
    /** Hook (preValidation or preHandler): 401 for visitors, 403 for students. */
    requireStaff: preHandlerAsyncHookHandler;
    startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Ends every session of the account, this browser's included (sign out everywhere). */
    endEverySession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void>;
  }
}

/**
 * Sessions kept in the database: the cookie holds a random token, the table only its SHA-256. HttpOnly,
 * SameSite=Lax, Path=/, Secure over HTTPS (then named `__Host-nurseprep_session`). A session ends 30 days
 * after sign-in whatever its use, and earlier when unused for its role's idle window (sessions-repository).
 */
export const sessions = fp<{ config: AppConfig; now?: () => Date }>(async (app, { config, now = () => new Date() }) => {
  await app.register(cookie);
  app.decorateRequest('user', null);

  const secureFor = (request: FastifyRequest) => (config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure);
  const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, path: '/', secure });

  /** Clears the session cookies the request carried, except `keep` (the one just set). */
  const clearSessionCookies = (request: FastifyRequest, reply: FastifyReply, keep?: string) => {
    for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
      if (name === keep || request.cookies?.[name] === undefined) continue;
      reply.clearCookie(name, cookieOptions(name === SECURE_SESSION_COOKIE || secureFor(request)));
    }
  };
  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date, at: Date) => {
    const secure = secureFor(request);
    const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
    reply.setCookie(name, token, { ...cookieOptions(secure), maxAge: Math.max(0, Math.round((expiresAt.getTime() - at.getTime()) / 1000)) });
    // A cookie under the other name (COOKIE_SECURE changed, or HTTPS turned on) would shadow nothing but linger.
    clearSessionCookies(request, reply, name);
  };

  const loadUser: preHandlerAsyncHookHandler = async function (request, reply) {
    const token = sessionTokenOf(request);
    if (!token) return;
    const at = now();
    const found = await app.repositories.sessions.findUser(hashToken(token), at);
    if (!found) {
      clearSessionCookies(request, reply);
      return;
    }
    request.user = toPublicUser(found.user);
    if (found.bumped) setSessionCookie(request, reply, token, found.expiresAt, at);
  };

  // Expired sessions are never accepted; clearing them at start-up keeps the table from growing forever.
  app.addHook('onReady', async () => {
    const removed = await app.repositories.sessions.deleteExpired(now());
    if (removed > 0) app.log.info(`removed ${removed} expired sessions`);
    const expiredLinks = await app.repositories.emailTokens.deleteExpired(now());
    if (expiredLinks > 0) app.log.info(`removed ${expiredLinks} expired email links`);
  });

  app.decorate('loadUser', loadUser);
  app.decorate('requireUser', async function (request, reply) {
    await loadUser.call(app, request, reply);
    if (!request.user) throw new HttpError(401, authMessages.notSignedIn);
  } satisfies preHandlerAsyncHookHandler);
  app.decorate('requireStaff', async function (request, reply) {
    await loadUser.call(app, request, reply);
    if (!request.user) throw new HttpError(401, authMessages.notSignedIn);
    if (request.user.role !== 'staff') throw new HttpError(403, authMessages.staffOnly);
  } satisfies preHandlerAsyncHookHandler);

  app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    // A new token on every sign-in: a token planted before sign-in never becomes a signed-in session.
    for (const previous of [request.cookies?.[SECURE_SESSION_COOKIE], request.cookies?.[SESSION_COOKIE]]) {
      if (previous) await app.repositories.sessions.revoke(hashToken(previous));
    }
    const token = newSessionToken();
    const at = now();
    const started = await app.repositories.sessions.create(hashToken(token), userId, at);
    if (!started) throw new Error(`no account ${userId} to start a session for`);
    setSessionCookie(request, reply, token, started.expiresAt, at);
  });
  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    for (const token of [request.cookies?.[SECURE_SESSION_COOKIE], request.cookies?.[SESSION_COOKIE]]) {
      if (token) await app.repositories.sessions.revoke(hashToken(token));
    }
    clearSessionCookies(request, reply);
  });
  app.decorate('endEverySession', async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    await app.repositories.sessions.revokeAllOf(userId);
    clearSessionCookies(request, reply);
  });
}, { name: 'sessions', decorators: { fastify: ['repositories'] } });
