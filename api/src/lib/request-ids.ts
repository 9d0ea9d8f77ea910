import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config';

/** An id a proxy may hand on: what common proxies and tracing systems make, nothing that could break a log line. */
const acceptableId = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/** Whether TRUST_PROXY trusts the address a request came from directly (the nearest hop). */
function trustsPeer(trust: TrustProxy): (address: string) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'number') return () => trust > 0;
  const compiled = proxyAddr.compile(trust);
  return (address) => compiled(address, 0);
}

/**
 * Fastify's genReqId: the `x-request-id` of a trusted proxy (TRUST_PROXY), so one id follows a request from the
 * load balancer's log to ours; otherwise a new UUID. A client's own header is ignored unless it came through a
 * proxy we trust, so nobody can make their requests look like someone else's in the logs.
 */
export function requestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustsPeer(trust);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    if (typeof given === 'string' && acceptableId.test(given) && peer !== undefined && trusted(peer)) return given;
    return randomUUID();
  };
}
