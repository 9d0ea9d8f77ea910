import { useEffect } from 'react';
import { useSiteConfig } from '../data/use-site-config';

/** The brand until the site settings have loaded (and where they cannot be). */
export const BRAND_NAME = 'NursePrep Academy';

/** The brand name of the deploy-time site settings (SITE_BRAND_NAME). */
export function useBrandName(): string {
  return useSiteConfig().data?.settings.brandName ?? BRAND_NAME;
}

/** Sets the tab title to "<page> | <brand>" while the page is shown. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  const brandName = useBrandName();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${brandName}` : brandName;
  }, [pageTitle, brandName]);
}
