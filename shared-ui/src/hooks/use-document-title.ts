import { useEffect } from 'react';

export const BRAND_NAME = 'NursePrep Academy';

/** Sets the tab title to "<page> | NursePrep Academy" while the page is shown. */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${BRAND_NAME}` : BRAND_NAME;
  }, [pageTitle]);
}
