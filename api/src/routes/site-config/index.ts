import type { FastifyPluginAsync } from 'fastify';
import type { SiteConfig } from '@nurseprep/contracts';

/** The deploy-time site settings and remotes list the shell loads at run time. */
export const siteConfigRoutes: FastifyPluginAsync<{ siteConfig: SiteConfig }> = async (app, { siteConfig }) => {
  app.get('/api/site-config', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return siteConfig;
  });
};
