import { useContext, useEffect } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { useSiteConfig } from '../data/use-site-config';
import { BRAND_NAME } from './brand-name';
import { addJsonLdScript, removeJsonLdScripts, setLinkTag, setMetaTag } from './head-tags';
import type { JsonLd } from './json-ld';
import { buildPageHead, PageHeadCollectorContext } from './page-head';

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
 * sections have names (unless the page gives its own). In the browser only effects touch the document; on the
 * server the head is reported to the renderer's collector, which writes it into the HTML.
 */
export function useSeo({ title, description, path, image = null, type = 'website', jsonLd, noindex = false }: SeoOptions): void {
  // Whether a router is above a mounted component never changes, so the hook order is stable.
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const routerPath = inRouter ? useLocation().pathname : undefined;
  const collector = useContext(PageHeadCollectorContext);
  const settings = useSiteConfig().data?.settings;
  const brandName = settings?.brandName ?? BRAND_NAME;
  const siteUrlSetting = settings?.siteUrl;
  const email = settings?.email;
  const phone = settings?.phone;
  const pageDescription = description ?? DEFAULT_DESCRIPTION;
  const jsonLdKey = jsonLd === undefined ? '' : JSON.stringify(jsonLd);

  if (collector) {
    collector.report(
      buildPageHead({
        title,
        description: pageDescription,
        pagePath: path ?? routerPath ?? '/',
        siteUrl: siteUrlSetting ?? collector.origin,
        brandName,
        image,
        type,
        jsonLd,
        noindex,
        email,
        phone,
      }),
    );
  }

  useEffect(() => {
    const head = buildPageHead({
      title,
      description: pageDescription,
      pagePath: path ?? routerPath ?? window.location.pathname,
      siteUrl: siteUrlSetting ?? window.location.origin,
      brandName,
      image,
      type,
      jsonLd: jsonLdKey ? (JSON.parse(jsonLdKey) as JsonLd | JsonLd[]) : undefined,
      noindex,
      email,
      phone,
    });
    document.title = head.title;
    for (const [attribute, key, content] of head.meta) setMetaTag(attribute, key, content);
    setLinkTag('canonical', head.canonical);
    // The blocks the server wrote for the first page are replaced by this page's own.
    removeJsonLdScripts();
    const removers = head.jsonLd.map((json) => addJsonLdScript(json));
    return () => removers.forEach((remove) => remove());
  }, [title, pageDescription, path, routerPath, image, type, noindex, jsonLdKey, brandName, siteUrlSetting, email, phone]);
}
