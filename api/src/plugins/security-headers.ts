import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { remoteOrigins, type AppConfig } from '../config';

/** Security headers, with a Content-Security-Policy that allows exactly the configured remote origins. */
export const securityHeaders = fp<{ config: AppConfig }>(async (app, { config }) => {
  const remotes = remoteOrigins(config);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes],
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
});
