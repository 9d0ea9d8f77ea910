import type { FastifyInstance } from 'fastify';
import { blogPostSlugs, courseworkSubjectSlugs, examPageSlugs, flashcardDeckIds, flashcardsPagePaths, matchRoute, schoolSlugs } from '@nurseprep/contracts';
import { readArticles } from '../../src/seed/read-articles';
import { buildTestApp, databaseKinds, openTestDatabase, testConfig, type TestDatabase } from '../helpers/test-app';

const siteUrl = 'https://www.nurseprep.example';

describe.each(databaseKinds)('sitemap.xml and robots.txt on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { SITE_URL: `${siteUrl}/` });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const sitemapUrls = async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
    expect(response.body.trimEnd()).toMatch(/<\/urlset>$/);
    return [...response.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(([, loc = '', lastmod]) => ({
      loc,
      lastmod,
    }));
  };

  it('lists every public page and slug once, as absolute URLs on SITE_URL, and no other', async () => {
    const urls = await sitemapUrls();
    const paths = urls.map(({ loc }) => loc.slice(siteUrl.length));
    expect(urls.every(({ loc }) => loc.startsWith(`${siteUrl}/`))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
    const expected = [
      '/',
      '/about',
      '/services',
      '/tutoring',
      '/tutors',
      '/contact',
      '/booking',
      '/resources',
      '/resources/blog',
      ...blogPostSlugs.map((slug) => `/resources/blog/${slug}`),
      '/privacy',
      '/terms',
      '/accessibility',
      '/exams',
      ...examPageSlugs.map((slug) => `/exams/${slug}`),
      ...courseworkSubjectSlugs.map((slug) => `/exams/coursework/${slug}`),
      '/schools',
      ...schoolSlugs.map((slug) => `/schools/${slug}`),
      '/payment',
      // The free study tools and every deck's study page, not My Study (a person's own page).
      ...['teas', 'hesi', 'nclex'].flatMap((exam) => [`/exams/${exam}/practice`, `/exams/${exam}/flashcards`, `/exams/${exam}/planner`]),
      '/exams/coursework/pharmacology/practice',
      '/exams/coursework/pharmacology/flashcards',
      ...Object.entries(flashcardDeckIds).flatMap(([list, ids]) => ids.map((id) => `${flashcardsPagePaths[list as keyof typeof flashcardsPagePaths]}/${id}`)),
    ];
    expect([...paths].sort()).toEqual([...expected].sort());
    // Each is a page the server answers with 200 (the same table), none is the staff dashboard.
    for (const path of paths) expect(matchRoute(path)).not.toBeNull();
    expect(paths.filter((path) => path.startsWith('/marketing'))).toEqual([]);
  });

  it("dates each article by its date and the blog and hub by the newest article's", async () => {
    const urls = await sitemapUrls();
    const lastmodOf = (path: string) => urls.find(({ loc }) => loc === siteUrl + path)?.lastmod;
    const articles = readArticles(testConfig().contentDir) ?? [];
    expect(articles).toHaveLength(6);
    for (const article of articles) expect(lastmodOf(`/resources/blog/${article.slug}`)).toBe(article.publishedAt);
    const newest = articles.map((article) => article.publishedAt).sort().at(-1);
    expect(lastmodOf('/resources/blog')).toBe(newest);
    expect(lastmodOf('/resources')).toBe(newest);
    expect(lastmodOf('/about')).toBeUndefined();
  });

  it('serves robots.txt that allows the site, disallows /marketing and /api/, and points at the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      ['User-agent: *', 'Disallow: /marketing', 'Disallow: /my-study', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n'),
    );
  });
});
