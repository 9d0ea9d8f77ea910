import { useEffect } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { useSiteConfig } from '../data/use-site-config';
import { BRAND_NAME } from './brand-name';
import { addJsonLdScript, setLinkTag, setMetaTag } from './head-tags';
import { absoluteUrl, breadcrumbJsonLd, organizationJsonLd, type JsonLd } from './json-ld';
import { breadcrumbTrail } from './section-names';

/** What a page without its own description is described as (the same text as app.html's). */
export const DEFAULT_DESCRIPTION = 'NursePrep Academy: exam preparation, tutoring and study materials for nursing students and applicants.';

export interface SeoOptions {
  /** The page's title; the tab reads "<title> | <brand>", or the brand alone without one. */
  title?: string;
  description?: string;
  /** The page's path on the site (no query); the current location's by default. */
  path?: string;
  /** A path on this site or an absolute URL of the page's picture, for Open Graph and Twitter. */
  image?: string | null;
  type?: 'website' | 'article';
  /** schema.org blocks of this page (Article, FAQPage, Course, Product...). */
  jsonLd?: JsonLd | readonly JsonLd[];
  /** For pages that must not be indexed (the not-found screen): no canonical, robots noindex. */
  noindex?: boolean;
}

/**
 * Sets the page's head for people and search engines while it is shown: title, meta description,
 * canonical URL (SITE_URL from the site settings plus the path), Open Graph and Twitter tags, and JSON-LD:
 * the page's own blocks, Organization on the home page and a BreadcrumbList on every nested page whose
 * sections have names (unless the page gives its own). Only effects touch the document: server-safe.
 */
export function useSeo({ title, description, path, image = null, type = 'website', jsonLd, noindex = false }: SeoOptions): void {
  // Whether a router is above a mounted component never changes, so the hook order is stable.
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const routerPath = inRouter ? useLocation().pathname : undefined;
  const settings = useSiteConfig().data?.settings;
  const brandName = settings?.brandName ?? BRAND_NAME;
  const siteUrlSetting = settings?.siteUrl;
  const email = settings?.email;
  const phone = settings?.phone;
  const pageDescription = description ?? DEFAULT_DESCRIPTION;
  const jsonLdKey = jsonLd === undefined ? '' : JSON.stringify(jsonLd);

  useEffect(() => {
    const siteUrl = (siteUrlSetting ?? window.location.origin).replace(/\/+$/, '');
    const pagePath = path ?? routerPath ?? window.location.pathname;
    const url = absoluteUrl(siteUrl, pagePath);
    const fullTitle = title ? `${title} | ${brandName}` : brandName;
    document.title = fullTitle;
    setMetaTag('name', 'description', pageDescription);
    setMetaTag('name', 'robots', noindex ? 'noindex' : null);
    setLinkTag('canonical', noindex ? null : url);
    setMetaTag('property', 'og:title', fullTitle);
    setMetaTag('property', 'og:description', pageDescription);
    setMetaTag('property', 'og:url', noindex ? null : url);
    setMetaTag('property', 'og:type', type);
    setMetaTag('property', 'og:site_name', brandName);
    setMetaTag('property', 'og:image', image ? absoluteUrl(siteUrl, image) : null);
    setMetaTag('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    setMetaTag('name', 'twitter:title', fullTitle);
    setMetaTag('name', 'twitter:description', pageDescription);

    // A loading screen (no title) or a page that must not be indexed describes nothing to search engines.
    if (!title || noindex) return undefined;
    const own = jsonLdKey ? (JSON.parse(jsonLdKey) as JsonLd | JsonLd[]) : [];
    const blocks: JsonLd[] = Array.isArray(own) ? own : [own];
    if (pagePath === '/') blocks.push(organizationJsonLd({ name: brandName, siteUrl, email, phone }));
    const trail = breadcrumbTrail(pagePath, title);
    if (trail && !blocks.some((block) => block['@type'] === 'BreadcrumbList')) blocks.push(breadcrumbJsonLd(siteUrl, trail));
    const removers = blocks.map((block) => addJsonLdScript(JSON.stringify(block)));
    return () => removers.forEach((remove) => remove());
  }, [title, pageDescription, path, routerPath, image, type, noindex, jsonLdKey, brandName, siteUrlSetting, email, phone]);
}
