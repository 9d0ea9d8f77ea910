import { useEffect } from 'react';

/**
 * Marks the document (`<html data-page-ready>`) once the page it sits in has mounted, or has been hydrated
 * when the server rendered it: placed inside the Suspense boundary that holds a route's page, its effect runs
 * only when that page is live. Browser tests wait for it before they click; it renders nothing.
 */
export function PageReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = 'true';
  }, []);
  return null;
}
