import { createHash, randomBytes } from 'node:crypto';

/** A session token for the cookie: 32 random bytes, base64url. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The token of an email link (password reset, verification): 32 random bytes, base64url. */
export function newEmailToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
