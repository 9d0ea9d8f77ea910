import { createHash, timingSafeEqual } from 'node:crypto';

/** The token of an `Authorization: Bearer <token>` header, or undefined when there is none. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  return header === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
}

/** Compared as SHA-256 digests, so neither the content nor the length of a token shows in the time taken. */
export function sameToken(given: string, expected: string): boolean {
  const digest = (token: string) => createHash('sha256').update(token).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
