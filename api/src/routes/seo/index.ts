import type { FastifyPluginAsync } from 'fastify';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

/** GET /sitemap.xml and GET /robots.txt, built once at start-up from the route table and the content. */
export const seoRoutes: FastifyPluginAsync<{ siteUrl: string }> = async (app, { siteUrl }) => {
  const { blogPosts } = await app.repositories.content.snapshot();
  const sitemap = sitemapXml(siteUrl, sitemapEntries(blogPosts));
  const robots = robotsTxt(siteUrl);

  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(sitemap),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
};
