import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { blogPostSlugs, courseworkSubjectSlugs, examPageSlugs, flashcardDeckIds, flashcardsPagePaths, matchRoute, NGN_PATH, schoolSlugs, type RemoteRouteTable, type RoutedRemote } from '@nurseprep/contracts';
import type { Release } from '@nurseprep/contracts/releases';
import { readArticles } from '../../src/seed/read-articles';
import { publishFixtureVersion } from '../helpers/fixture-releases';
import { promoteSite, siteRemotes } from '../helpers/live-site';
import { buildTestApp, databaseKinds, openTestDatabase, testConfig, type TestDatabase } from '../helpers/test-app';

const siteUrl = 'https://www.nurseprep.example';
/** A remote's route table as a release lists it: the contracts type its lists readonly, the release schema mutable. */
const releaseRoutes = (routes: RemoteRouteTable['routes']) => [...routes] as Release['routes'];

const shellHtml = '<!doctype html><html><head><title>NursePrep Academy</title></head><body><div id="root"></div></body></html>';

/** Every remote of the site as the server routes it (Module Federation name and route table). */
const routedSite: RoutedRemote[] = siteRemotes.map((remote) => ({ id: remote.name, routes: remote.table.routes }));

/** A folder with the shell's build, so that the pages listed can be requested. */
function siteFolder(prefix: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), shellHtml);
  return root;
}

/** The paths of sitemap.xml, after checking it is a sitemap with absolute URLs on SITE_URL, cached for 5 minutes. */
async function sitemapOf(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
  expect(response.body.trimEnd()).toMatch(/<\/urlset>$/);
  const urls = [...response.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(([, loc = '', lastmod]) => ({ loc, lastmod }));
  expect(urls.every(({ loc }) => loc.startsWith(`${siteUrl}/`))).toBe(true);
  return { urls, paths: urls.map(({ loc }) => loc.slice(siteUrl.length)), body: response.body };
}

/** robots.txt, after checking its type and caching. */
async function robotsOf(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/robots.txt' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  return response.body;
}

const robotsWith = (...disallowed: string[]) =>
  ['User-agent: *', ...disallowed.map((prefix) => `Disallow: ${prefix}`), 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');

describe.each(databaseKinds)('sitemap.xml and robots.txt of the live site on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = siteFolder('nurseprep-seo-');
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { SITE_URL: `${siteUrl}/`, STATIC_ROOT: staticRoot, REMOTES_DIR: path.join(staticRoot, 'deployments') });
    await promoteSite(app, path.join(staticRoot, 'deployments'));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('lists every public page and slug of the live remotes once, and no other', async () => {
    const { paths } = await sitemapOf(app);
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
      NGN_PATH,
      ...Object.entries(flashcardDeckIds).flatMap(([list, ids]) => ids.map((id) => `${flashcardsPagePaths[list as keyof typeof flashcardsPagePaths]}/${id}`)),
    ];
    expect([...paths].sort()).toEqual([...expected].sort());
    // None is a staff page or a person's own page.
    for (const page of paths) expect(matchRoute(routedSite, page)).toMatchObject({ staffOnly: false, personal: false });
    expect(paths.filter((page) => page.startsWith('/marketing') || page.startsWith('/my-study'))).toEqual([]);
  });

  it('lists only pages the server answers with 200', async () => {
    const { paths } = await sitemapOf(app);
    const statuses: Record<string, number> = {};
    for (const page of paths) statuses[page] = (await app.inject({ method: 'GET', url: page })).statusCode;
    expect(statuses).toEqual(Object.fromEntries(paths.map((page) => [page, 200])));
  });

  it("dates each article by its date and the blog and hub by the newest article's", async () => {
    const { urls } = await sitemapOf(app);
    const lastmodOf = (page: string) => urls.find(({ loc }) => loc === siteUrl + page)?.lastmod;
    const articles = readArticles(testConfig().contentDir) ?? [];
    expect(articles).toHaveLength(6);
    for (const article of articles) expect(lastmodOf(`/resources/blog/${article.slug}`)).toBe(article.publishedAt);
    const newest = articles.map((article) => article.publishedAt).sort().at(-1);
    expect(lastmodOf('/resources/blog')).toBe(newest);
    expect(lastmodOf('/resources')).toBe(newest);
    expect(lastmodOf('/about')).toBeUndefined();
  });

  it("serves robots.txt that disallows the live remotes' staff and personal pages (/marketing, /my-study, the email links) and /api/, and points at the sitemap", async () => {
    expect(await robotsOf(app)).toBe(
      robotsWith('/account/reset-password', '/account/verify-email', '/marketing', '/my-study', '/newsletter/confirm', '/newsletter/unsubscribe', '/whatsapp/confirm'),
    );
  });
});

describe.each(databaseKinds)('sitemap.xml and robots.txt as remotes go live on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staticRoot: string;
  let remotesDir: string;

  beforeAll(async () => {
    staticRoot = siteFolder('nurseprep-seo-live-');
    remotesDir = path.join(staticRoot, 'deployments');
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { SITE_URL: `${siteUrl}/`, STATIC_ROOT: staticRoot, REMOTES_DIR: remotesDir });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  /** Publishes a version of the site's remote `remotePackage` with these routes (its real ones by default) and makes it live. */
  const goLive = async (remotePackage: string, routes?: RemoteRouteTable['routes']) => {
    const remote = siteRemotes.find((candidate) => candidate.package === remotePackage)!;
    const published = publishFixtureVersion(remotesDir, { package: remote.package, name: remote.name, label: remote.table.label, routes: releaseRoutes(routes ?? remote.table.routes) });
    await app.deployments.registry.promote(remote.package, published.version, 'test');
    await app.deployments.live.refresh();
  };

  it('lists no page and disallows only /api/ while nothing is live', async () => {
    const { urls, body } = await sitemapOf(app);
    expect(urls).toEqual([]);
    expect(body).not.toContain('<url>');
    expect(await robotsOf(app)).toBe(robotsWith());
  });

  it('lists the pages of a remote promoted later, without a restart', async () => {
    await goLive('mf-schools');
    expect((await sitemapOf(app)).paths.sort()).toEqual(['/schools', ...schoolSlugs.map((slug) => `/schools/${slug}`)].sort());

    await goLive('mf-checkout');
    expect((await sitemapOf(app)).paths.sort()).toEqual(['/payment', '/schools', ...schoolSlugs.map((slug) => `/schools/${slug}`)].sort());
    expect(await robotsOf(app)).toBe(robotsWith());
  });

  it('disallows the staff pages once the staff dashboard is live, and leaves them out of the sitemap', async () => {
    await goLive('mf-staff-dashboard');
    expect(await robotsOf(app)).toBe(robotsWith('/marketing'));
    expect((await sitemapOf(app)).paths.filter((page) => page.startsWith('/marketing'))).toEqual([]);
  });

  it('follows a new version that drops a page, and a rollback that brings it back', async () => {
    await goLive('mf-schools', [{ path: '/schools', render: 'server', access: 'public' }]);
    expect((await sitemapOf(app)).paths.sort()).toEqual(['/payment', '/schools']);
    await app.deployments.registry.rollback('mf-schools', 'test');
    await app.deployments.live.refresh();
    expect((await sitemapOf(app)).paths).toContain(`/schools/${schoolSlugs[0]}`);
  });
});
