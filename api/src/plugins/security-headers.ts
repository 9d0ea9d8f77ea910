import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { siteRemotesOf } from '../deployments/site-remotes';
import { BOOT_SCRIPT_CSP_HASH } from '../ssr/page-html';

/**
 * The headers helmet sets for `options`, worked out once. None of them depends on the request, and
 * @fastify/helmet rebuilds helmet's middleware (parsing every CSP directive) on each request, which
 * measured at about 60% of the time a cached content read takes.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The headers for a set of remote origins: the CSP allows exactly those besides our own. */
function headersFor(remotes: readonly string[]): Record<string, string> {
  return helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The boot script of server-rendered pages, by its hash (api/src/ssr/page-html.ts): no other inline script.
        scriptSrc: ["'self'", BOOT_SCRIPT_CSP_HASH, ...remotes],
        connectSrc: ["'self'", ...remotes],
        // styled-components injects its rules at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://images.unsplash.com', ...remotes],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Remotes on other origins fetch their manifests and chunks from us, and we from them.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Nothing of an address goes to another site, but our own pages' form posts carry their origin: under
    // no-referrer a browser sends `Origin: null`, which the cross-site check must refuse.
    referrerPolicy: { policy: 'same-origin' },
  });
}

/**
 * Security headers, with a Content-Security-Policy that allows exactly the origins the live remotes are
 * published on: worked out again when a promotion or rollback changes them, not per request.
 */
export const securityHeaders = fp(async (app) => {
  let current: { origins: string; headers: Record<string, string> } = { origins: '', headers: headersFor([]) };
  app.addHook('onRequest', (_request, reply, done) => {
    // The deployments plugin is registered after this one; its live set exists once requests arrive.
    const origins = app.hasDecorator('deployments') ? siteRemotesOf(app.deployments.live.current()).origins : [];
    const key = origins.join(' ');
    if (key !== current.origins) current = { origins: key, headers: headersFor(origins) };
    reply.headers(current.headers);
    done();
  });
}, { name: 'security-headers' });
