import { pathsOfRoute, type RoutedRemote } from '@nurseprep/contracts';

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD, where content gives the page a date. */
  lastmod?: string;
}

/**
 * The public pages of the live remotes' route tables (each slug a page exists for; not staff pages nor a
 * person's own), with the articles' dates: an article's lastmod is its date, the blog's and the resources
 * hub's the newest article's.
 */
export function sitemapEntries(remotes: readonly RoutedRemote[], articles: readonly { slug: string; publishedAt: string }[]): SitemapEntry[] {
  const articleDates = new Map(articles.map((article) => [`/resources/blog/${encodeURIComponent(article.slug)}`, article.publishedAt]));
  const newest = [...articleDates.values()].sort().at(-1);
  const entries: SitemapEntry[] = [];
  for (const remote of remotes) {
    for (const route of remote.routes) {
      // Staff pages and a person's own pages (My Study) describe nothing to a search engine (robots.txt
      // disallows them too).
      if (route.access !== 'public') continue;
      for (const path of pathsOfRoute(route)) {
        const lastmod = articleDates.get(path) ?? (path === '/resources' || path === '/resources/blog' ? newest : undefined);
        entries.push(lastmod ? { path, lastmod } : { path });
      }
    }
  }
  return entries;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character] ?? character);

/** The sitemaps.org XML for the entries, with absolute URLs on siteUrl. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ path, lastmod }) => `  <url><loc>${escapeXml(siteUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: everything may be crawled but staff pages, personal pages and the API; where the sitemap is. A
 * staff or personal route disallows its path up to its first parameter (`/marketing/leads/:id` is covered by
 * `/marketing`).
 */
export function robotsTxt(remotes: readonly RoutedRemote[], siteUrl: string): string {
  const prefixes = remotes
    .flatMap((remote) => remote.routes)
    .filter((route) => route.access !== 'public')
    .map((route) => route.path.split('/:')[0] || '/')
    .sort();
  // The shortest prefix covers the longer ones under it.
  const disallowed = prefixes.filter((prefix, index) => !prefixes.slice(0, index).some((shorter) => prefix === shorter || prefix.startsWith(`${shorter}/`)));
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
