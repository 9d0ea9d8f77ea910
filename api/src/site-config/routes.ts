import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteSettings } from '@nurseprep/contracts';
import { siteRemotesOf } from '../deployments/site-remotes';
import { endpointRoute } from '../lib/endpoint-route';

/** The site settings and the live remotes (each one's promoted version and its pages) the shell loads at run time. */
export const siteConfigRoutes: FastifyPluginAsyncZod<{ settings: SiteSettings }> = async (app, { settings }) => {
  app.route({
    ...endpointRoute('GET /api/site-config'),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { settings, remotes: siteRemotesOf(app.deployments.live.current()).entries };
    },
  });
};
