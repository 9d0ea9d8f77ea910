import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer serialized once, with a strong ETag from its bytes. */
export interface CachedJson {
  body: string;
  etag: string;
}

export function cacheJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): a W/ prefix the client or a proxy added still matches. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}

/** 304 when the client holds this version, else the JSON; clients revalidate every time (no-cache). */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson): void {
  reply.header('ETag', cached.etag).header('Cache-Control', 'no-cache');
  if (matches(request.headers['if-none-match'], cached.etag)) {
    reply.code(304).send();
    return;
  }
  reply.type('application/json; charset=utf-8').send(cached.body);
}
