import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { remoteOrigins, type AppConfig } from '../config';
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

/** Security headers, with a Content-Security-Policy that allows exactly the configured remote origins. */
export const securityHeaders = fp<{ config: AppConfig }>(async (app, { config }) => {
  const remotes = remoteOrigins(config);
  const headers = helmetHeaders({
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
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
