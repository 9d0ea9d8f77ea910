import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authMessages, type PublicUser } from '@nurseprep/contracts';
import type { AppConfig } from '../config';
import { HttpError } from '../lib/http-error';
import { hashToken, newSessionToken } from '../lib/tokens';
import { SESSION_LIFETIME_MS } from '../repositories/sessions-repository';
import { toPublicUser } from '../repositories/users-repository';

export const SESSION_COOKIE = 'nurseprep_session';

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
  }
}

/**
 * Sessions kept in the database: the cookie holds a random token, the table only its SHA-256. HttpOnly,
 * SameSite=Lax, Path=/, Secure over HTTPS; 30 days after the last use (the expiry moves at most hourly).
 */
export const sessions = fp<{ config: AppConfig }>(async (app, { config }) => {
  await app.register(cookie);
  app.decorateRequest('user', null);

  const cookieOptions = (request: FastifyRequest) => ({
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure,
  });
  const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), maxAge: SESSION_LIFETIME_MS / 1000 });

  const loadUser: preHandlerAsyncHookHandler = async function (request, reply) {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await app.repositories.sessions.findUser(hashToken(token));
    if (!found) {
      reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      return;
    }
    request.user = toPublicUser(found.user);
    if (found.bumped) setSessionCookie(request, reply, token);
  };

  // Expired sessions are never accepted; clearing them at start-up keeps the table from growing forever.
  app.addHook('onReady', async () => {
    const removed = await app.repositories.sessions.deleteExpired();
    if (removed > 0) app.log.info(`removed ${removed} expired sessions`);
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
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await app.repositories.sessions.revoke(hashToken(previous));
    const token = newSessionToken();
    await app.repositories.sessions.create(hashToken(token), userId);
    setSessionCookie(request, reply, token);
  });
  app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await app.repositories.sessions.revoke(hashToken(token));
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
  });
});
