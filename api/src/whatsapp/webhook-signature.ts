import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `header` is Meta's X-Hub-Signature-256 for `rawBody`: `sha256=` and the hex HMAC-SHA256 of the
 * exact bytes received, keyed with the app secret, compared in constant time.
 */
export function hasValidSignature(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}
