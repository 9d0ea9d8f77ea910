import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { AppConfig } from './config';
import { securityHeaders } from './plugins/security-headers';
import { staticSite } from './plugins/static-site';
import { healthRoutes } from './routes/health';
import { siteConfigRoutes } from './routes/site-config';

export interface BuildOptions {
  config: AppConfig;
  logger?: boolean;
}

/** The whole server as a plugin tree; tests drive it with app.inject and never open a port. */
export async function buildApp({ config, logger = false }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 64 * 1024, trustProxy: true });

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(securityHeaders, { config });

  await app.register(healthRoutes);
  await app.register(siteConfigRoutes, { siteConfig: { settings: config.settings, remotes: config.remotes } });

  await app.register(staticSite, { config });
  return app;
}
