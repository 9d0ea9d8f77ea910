import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { repositoryRoot, startApiServer } from './support/api-server';
import { allRemotes, builtVersion, promote } from './support/deployments';
import { startStaticServer } from './support/static-server';

/** Where `npm run build` published the remotes' versions. */
const remotesDir = path.join(repositoryRoot, 'deployments');

/** Ports of this file's own servers (the e2e range is 3600-3699; 3600 is the main test server). */
const SECOND_SERVER_PORT = 3601;
const STOPPED_REMOTE_PORT = 3699;

type MarkedWindow = Window & { e2eMarker?: string; e2eRemoteThrows?: boolean };

/** Marks the current document: the mark survives client-side navigation and disappears on a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as MarkedWindow).e2eMarker = 'same document';
  });
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as MarkedWindow).e2eMarker)).toBe('same document');
}

async function expectFailedArea(page: Page) {
  const failure = page.getByRole('alert').filter({ hasText: /could not be loaded/i });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The shell around it keeps working.
  await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  return failure;
}

test('an unreachable checkout remote is contained, other routes keep working, and Retry loads it without a reload', async ({ page }) => {
  await page.route('**/remotes/mf-checkout/**', (route) => route.abort());
  await page.goto('/payment');
  await expectFailedArea(page);
  await markDocument(page);

  await page.getByRole('banner').getByRole('link', { name: 'Exam Prep', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nursing Exam Preparation');
  await page.goBack();
  await expect(page).toHaveURL('/payment');
  const failure = await expectFailedArea(page);

  await page.unroute('**/remotes/mf-checkout/**');
  await failure.getByRole('button', { name: 'Retry' }).click();

  await expect(page.locator('[data-remote="checkout"] [data-build]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/could not be loaded/i);
  await expect(page.getByRole('alert').filter({ hasText: /could not be loaded/i })).toHaveCount(0);
  await expectSameDocument(page);
});

test("a stopped exams origin is contained, the rest of the site works, and Retry loads it once it is back, without a reload", async ({ page }) => {
  test.setTimeout(120_000);
  // The exams remote's live version is published on its own origin, which then goes down.
  let remoteHost: Awaited<ReturnType<typeof startStaticServer>> | undefined = await startStaticServer(remotesDir, STOPPED_REMOTE_PORT);
  const server = await startApiServer({ port: SECOND_SERVER_PORT, remotes: allRemotes.filter((remote) => remote !== 'mf-exams') });
  try {
    const version = await builtVersion('mf-exams');
    await promote(server.url, 'mf-exams', { url: `${remoteHost.url}mf-exams/${version}/` });
    await remoteHost.close();
    remoteHost = undefined;

    await page.goto(`${server.url}/exams`);
    await expectFailedArea(page);
    await markDocument(page);

    // Another remote's route, reached through the header, still works.
    await page.getByRole('banner').getByRole('link', { name: 'Nursing Schools', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nursing School Resources');
    await page.getByRole('contentinfo').getByRole('link', { name: 'ATI' }).click();
    await expect(page).toHaveURL(`${server.url}/exams/ati`);
    const failure = await expectFailedArea(page);

    // The remote's origin comes back.
    remoteHost = await startStaticServer(remotesDir, STOPPED_REMOTE_PORT);
    await failure.getByRole('button', { name: 'Retry' }).click();

    await expect(page.locator('[data-remote="exams"] [data-build]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/could not be loaded/i);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectSameDocument(page);
  } finally {
    await remoteHost?.close();
    await server.stop();
  }
});

test('a remote whose code throws while loading is contained, and Retry loads the fixed code without a reload', async ({ page }) => {
  const exposedRoutes = '**/remotes/mf-checkout/**/__federation_expose_routes*.js';
  await page.route(exposedRoutes, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      headers: { 'Cache-Control': 'no-store' },
      body: 'throw new Error("e2e: the checkout remote is broken");',
    }),
  );
  await page.goto('/payment');
  const failure = await expectFailedArea(page);
  await markDocument(page);

  await page.unroute(exposedRoutes);
  await failure.getByRole('button', { name: 'Retry' }).click();

  await expect(page.locator('[data-remote="checkout"] [data-build]')).toBeAttached();
  await expect(page.getByRole('alert').filter({ hasText: /could not be loaded/i })).toHaveCount(0);
  await expectSameDocument(page);
});

test('a remote that throws while rendering is contained, other routes keep working, and Retry renders it again', async ({ page }) => {
  const exposedRoutes = '**/remotes/mf-checkout/**/__federation_expose_routes*.js';
  // The real chunk, with its root element made to throw while the page's flag is set.
  await page.route(exposedRoutes, async (route) => {
    const original = await route.fetch();
    const code = (await original.text()).replace(
      '{"data-build":',
      '{"data-e2e":(()=>{if(window.e2eRemoteThrows)throw new Error("e2e: the checkout remote throws while rendering")})(),"data-build":',
    );
    expect(code).toContain('e2eRemoteThrows');
    await route.fulfill({ response: original, body: code, headers: { ...original.headers(), 'cache-control': 'no-store' } });
  });
  await page.addInitScript(() => {
    (window as MarkedWindow).e2eRemoteThrows = true;
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  await page.goto('/payment');
  await expectFailedArea(page);
  await markDocument(page);

  await page.getByRole('banner').getByRole('link', { name: 'Nursing Schools', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nursing School Resources');
  await page.goBack();
  const failure = await expectFailedArea(page);

  await page.unroute(exposedRoutes);
  await page.evaluate(() => {
    (window as MarkedWindow).e2eRemoteThrows = false;
  });
  await failure.getByRole('button', { name: 'Retry' }).click();

  await expect(page.locator('[data-remote="checkout"] [data-build]')).toBeAttached();
  await expect(page.getByRole('alert').filter({ hasText: /could not be loaded/i })).toHaveCount(0);
  await expectSameDocument(page);
  // The error stayed inside React's error boundary: nothing reached the page as an uncaught error.
  expect(pageErrors.map((error) => error.message)).toEqual([]);
});

test('visitors who never open /marketing never download the staff dashboard', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  for (const path of ['/', '/exams', '/payment']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.getByRole('banner').getByRole('link', { name: 'Nursing Schools', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nursing School Resources');
  expect(requested.filter((url) => url.includes('/remotes/mf-staff-dashboard/'))).toEqual([]);

  // Nor when a visitor opens /marketing itself: the shell answers with its staff sign-in screen (the files
  // are downloaded once staff sign in: e2e/tests/staff-dashboard.spec.ts).
  await page.goto('/marketing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
  expect(requested.filter((url) => url.includes('/remotes/mf-staff-dashboard/'))).toEqual([]);
});
