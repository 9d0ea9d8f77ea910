import { useSiteConfig } from '../data/use-site-config';
import { BRAND_NAME } from '../seo/brand-name';
import { useSeo } from '../seo/use-seo';

export { BRAND_NAME };

/** The brand name of the deploy-time site settings (SITE_BRAND_NAME). */
export function useBrandName(): string {
  return useSiteConfig().data?.settings.brandName ?? BRAND_NAME;
}

/**
 * Sets the tab title to "<page> | <brand>" while the page is shown, with the canonical URL and social tags
 * of the current path (see useSeo; pages with a description or JSON-LD call useSeo themselves).
 */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useSeo({ title: pageTitle });
}
