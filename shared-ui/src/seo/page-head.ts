import { createContext } from 'react';
import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd, type JsonLd } from './json-ld';
import { breadcrumbTrail } from './section-names';

/** Everything a page puts in the document head, as plain values (the same for the browser and the server). */
export interface PageHead {
  title: string;
  /** [attribute, key, content]: `<meta name|property="key" content="...">`; null content = no tag. */
  meta: ReadonlyArray<readonly ['name' | 'property', string, string | null]>;
  canonical: string | null;
  /** Serialized JSON-LD blocks. */
  jsonLd: readonly string[];
  /** Whether a page (not a loading screen) described itself: a titled head wins over an untitled one. */
  titled: boolean;
}

export interface PageHeadInput {
  title?: string;
  description: string;
  pagePath: string;
  siteUrl: string;
  brandName: string;
  image: string | null;
  type: 'website' | 'article';
  jsonLd: JsonLd | readonly JsonLd[] | undefined;
  noindex: boolean;
  email?: string;
  phone?: string;
}

/** The head of a page: title, description, canonical, Open Graph, Twitter and JSON-LD blocks. */
export function buildPageHead(input: PageHeadInput): PageHead {
  const { title, description, pagePath, brandName, image, type, noindex } = input;
  const siteUrl = input.siteUrl.replace(/\/+$/, '');
  const url = absoluteUrl(siteUrl, pagePath);
  const fullTitle = title ? `${title} | ${brandName}` : brandName;
  const meta: PageHead['meta'] = [
    ['name', 'description', description],
    ['name', 'robots', noindex ? 'noindex' : null],
    ['property', 'og:title', fullTitle],
    ['property', 'og:description', description],
    ['property', 'og:url', noindex ? null : url],
    ['property', 'og:type', type],
    ['property', 'og:site_name', brandName],
    ['property', 'og:image', image ? absoluteUrl(siteUrl, image) : null],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', fullTitle],
    ['name', 'twitter:description', description],
  ];
  // A loading screen (no title) or a page that must not be indexed describes nothing to search engines.
  const blocks: JsonLd[] = [];
  if (title && !noindex) {
    const own = input.jsonLd === undefined ? [] : input.jsonLd;
    blocks.push(...(Array.isArray(own) ? (own as JsonLd[]) : [own as JsonLd]));
    if (pagePath === '/') blocks.push(organizationJsonLd({ name: brandName, siteUrl, email: input.email, phone: input.phone }));
    const trail = breadcrumbTrail(pagePath, title);
    if (trail && !blocks.some((block) => block['@type'] === 'BreadcrumbList')) blocks.push(breadcrumbJsonLd(siteUrl, trail));
  }
  return {
    title: fullTitle,
    meta,
    canonical: noindex ? null : url,
    jsonLd: blocks.map((block) => JSON.stringify(block)),
    titled: Boolean(title),
  };
}

/**
 * Given only by the server renderer: `useSeo` reports each page head to it during render (effects never run
 * on a server), and the renderer writes the winning one into the HTML's head.
 */
export interface PageHeadCollector {
  /** The site's address when the settings give none (the request's origin). */
  origin: string;
  report(head: PageHead): void;
}

export const PageHeadCollectorContext = createContext<PageHeadCollector | null>(null);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML (server side). JSON-LD `<` is escaped so no text can close its script element. */
export function pageHeadHtml(head: PageHead): string {
  const parts = [`<title>${escapeHtml(head.title)}</title>`];
  for (const [attribute, key, content] of head.meta) {
    if (content !== null) parts.push(`<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`);
  }
  if (head.canonical) parts.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const json of head.jsonLd) {
    parts.push(`<script type="application/ld+json" data-seo="json-ld-ssr">${json.replace(/</g, '\\u003c')}</script>`);
  }
  return parts.join('');
}
