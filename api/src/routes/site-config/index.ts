import type { FastifyPluginAsync } from 'fastify';
import type { SiteConfig, SiteSettings } from '@nurseprep/contracts';
import { siteRemotesOf } from '../../deployments/site-remotes';

/** The site settings and the live remotes (each one's promoted version and its pages) the shell loads at run time. */
export const siteConfigRoutes: FastifyPluginAsync<{ settings: SiteSettings }> = async (app, { settings }) => {
  app.get('/api/site-config', async (_request, reply): Promise<SiteConfig> => {
    reply.header('Cache-Control', 'no-cache');
    return { settings, remotes: siteRemotesOf(app.deployments.live.current()).entries };
  });
};
