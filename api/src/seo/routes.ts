import type { FastifyPluginAsync } from 'fastify';
import { siteRemotesOf } from '../deployments/site-remotes';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

/**
 * GET /sitemap.xml and GET /robots.txt, from the live remotes' route tables and the content: worked out again
 * when a promotion or rollback changes the live set, not per request.
 */
export const seoRoutes: FastifyPluginAsync<{ siteUrl: string }> = async (app, { siteUrl }) => {
  const { blogPosts } = await app.repositories.content.snapshot();
  let built: { versions: string; sitemap: string; robots: string } | null = null;
  const current = () => {
    const remotes = siteRemotesOf(app.deployments.live.current());
    if (built?.versions !== remotes.versions) {
      built = {
        versions: remotes.versions,
        sitemap: sitemapXml(siteUrl, sitemapEntries(remotes.routed, blogPosts)),
        robots: robotsTxt(remotes.routed, siteUrl),
      };
    }
    return built;
  };

  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(current().sitemap),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(current().robots),
  );
};
