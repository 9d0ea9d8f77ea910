import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config';

/** An id a proxy may hand on: what common proxies and tracing systems make, nothing that could break a log line. */
const acceptableId = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Fastify's genReqId: the `x-request-id` of a trusted proxy (TRUST_PROXY), so one id follows a request from the
 * load balancer's log to ours; otherwise a new UUID. A client's own header is ignored unless it came through a
 * proxy we trust, so nobody can make their requests look like someone else's in the logs.
 */
export function requestIdGenerator(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted: (address: string) => boolean =
    trust === false ? () => false : trust === true ? () => true : typeof trust === 'number' ? () => trust > 0 : ((compiled) => (address) => compiled(address, 0))(proxyAddr.compile(trust));
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    if (typeof given === 'string' && acceptableId.test(given) && peer !== undefined && trusted(peer)) return given;
    return randomUUID();
  };
}
