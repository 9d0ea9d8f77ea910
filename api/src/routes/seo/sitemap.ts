import { personalPaths, remoteIds, remoteRoutes, routeParameterValues, staffOnlyRemotes } from '@nurseprep/contracts';

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD, where content gives the page a date. */
  lastmod?: string;
}

/** Every concrete path of a route pattern: each `:name` replaced by each value a page exists for. */
function pathsOf(pattern: string, values: Readonly<Record<string, readonly string[]>>): string[] {
  let paths = [''];
  for (const segment of pattern.split('/').filter((part) => part.length > 0)) {
    const choices = segment.startsWith(':') ? (values[segment.slice(1)] ?? []) : [segment];
    paths = paths.flatMap((prefix) => choices.map((choice) => `${prefix}/${encodeURIComponent(choice)}`));
  }
  return paths.map((path) => path || '/');
}

/**
 * The public pages from the route table (every route of every remote but the staff-only ones, each slug
 * a page exists for), with the articles' dates: an article's lastmod is its date, the blog's and the
 * resources hub's the newest article's.
 */
export function sitemapEntries(articles: readonly { slug: string; publishedAt: string }[]): SitemapEntry[] {
  const articleDates = new Map(articles.map((article) => [`/resources/blog/${encodeURIComponent(article.slug)}`, article.publishedAt]));
  const newest = [...articleDates.values()].sort().at(-1);
  const entries: SitemapEntry[] = [];
  for (const remote of remoteIds) {
    // Staff pages are not for search engines (robots.txt disallows them too).
    if (staffOnlyRemotes.has(remote)) continue;
    for (const pattern of remoteRoutes[remote]) {
      for (const path of pathsOf(pattern, routeParameterValues[pattern] ?? {})) {
        // A person's own page (My Study) describes nothing to a search engine.
        if (personalPaths.has(path)) continue;
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

/** robots.txt: everything may be crawled but the staff dashboard, personal pages and the API; where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  const personal = [...personalPaths].map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Disallow: /marketing', ...personal, 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
