/**
 * The test API every spec uses: Playwright's, with `page.goto` and `page.reload` waiting until the page is live.
 * Pages are rendered on the server, so their content shows before the browser has hydrated it; a click before
 * that would land on markup without its handlers. The site marks `<html data-page-ready>` once the route's page
 * has mounted or hydrated (shared-ui's PageReadyMark), and these wait for it.
 */
import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/** Waits for a page of the site to be live; a file or an API answer (not HTML) has nothing to wait for. */
async function waitUntilLive(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    // Without JavaScript the page is the server's HTML and nothing more: nothing to wait for.
    if (javaScriptEnabled === false) {
      await use(page);
      return;
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitUntilLive(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitUntilLive(page, response);
      return response;
    };
    await use(page);
  },
});
