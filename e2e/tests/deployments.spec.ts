/*
 * Independent deploys, end to end, with separate processes: the site, and a static origin on another port
 * holding versions of the checkout remote. A version goes live through the deploy endpoint (as a CI pipeline
 * would), every page of the running site follows it within seconds, and nothing is rebuilt or restarted.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeFolders, writeVersion } from '../../scripts/publish';
import { expect, test, type Page } from './support/test';
import { repositoryRoot, startApiServer, type RunningServer } from './support/api-server';
import { allRemotes, buildRemoteInto, builtRouteTable, builtVersion, deployRequest, promote } from './support/deployments';
import { startStaticServer, type StaticServer } from './support/static-server';

const SITE_PORT = 3605;
const ORIGIN_PORT = 3606;
const CLOSED_PORT = 3607;
const LATE_REMOTE_PORT = 3608;

test.describe.configure({ mode: 'serial' });

let workDir: string;
let originDir: string;
let origin: StaticServer;
let site: RunningServer;
/** Two versions of the checkout remote, built from the same sources with their own build ids. */
const versions: Record<'v1' | 'v2', { buildId: string; version: string; builds: { browser: string; server: string } }> = {} as never;

/** The /payment HTML the site serves now (the checkout remote's page, rendered on the server). */
async function paymentHtml(): Promise<string> {
  return (await fetch(`${site.url}/payment`)).text();
}

/** Polls the HTML until it shows the build (every instance follows the registry within seconds). */
async function expectHtmlShows(buildId: string): Promise<number> {
  const started = Date.now();
  await expect.poll(paymentHtml, { timeout: 5_000, intervals: [50] }).toContain(`data-build="${buildId}"`);
  return Date.now() - started;
}

async function expectBrowserShows(page: Page, buildId: string): Promise<void> {
  const fromOrigin: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin.url)) fromOrigin.push(request.url());
  });
  await page.goto(`${site.url}/payment`);
  await expect(page.locator(`[data-remote="checkout"] [data-build="${buildId}"]`)).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeVisible();
  // The browser loads the remote from its own origin, not from the site.
  expect(fromOrigin.some((url) => url.includes('/mf-checkout/'))).toBe(true);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-e2e-deployments-'));
  originDir = path.join(workDir, 'origin');
  const table = await builtRouteTable('mf-checkout');
  for (const name of ['v1', 'v2'] as const) {
    const buildId = `${name}-${Date.now().toString(36)}`;
    const builds = { browser: path.join(workDir, name, 'browser'), server: path.join(workDir, name, 'server') };
    await buildRemoteInto('mf-checkout', builds, buildId);
    const { version } = writeVersion(originDir, describeFolders('mf-checkout', builds, table));
    versions[name] = { buildId, version, builds };
  }
  origin = await startStaticServer(originDir, ORIGIN_PORT);
  site = await startApiServer({ port: SITE_PORT, remotes: allRemotes.filter((remote) => remote !== 'mf-checkout') });
});

test.afterAll(async () => {
  await site?.stop();
  await origin?.close();
  rmSync(workDir, { recursive: true, force: true });
});

test('a promoted version is in the next HTML and the browser, and a rollback brings the one before back', async ({ page }) => {
  const { v1, v2 } = versions;
  await promote(site.url, 'mf-checkout', { url: `${origin.url}mf-checkout/${v1.version}/` });
  await expectHtmlShows(v1.buildId);
  await expectBrowserShows(page, v1.buildId);
  // The Content-Security-Policy now allows the remote's origin, and the shell is told where the version is.
  const answer = await fetch(`${site.url}/api/site-config`);
  expect(answer.headers.get('content-security-policy')).toContain(new URL(origin.url).origin);
  const config = (await answer.json()) as { remotes: { package: string; version: string; url: string }[] };
  expect(config.remotes.find((remote) => remote.package === 'mf-checkout')).toMatchObject({ version: v1.version, url: `${origin.url}mf-checkout/${v1.version}/browser/` });

  // The second version, by its id, from the origin the first one came from: no restart, no rebuild.
  expect((await deployRequest(site.url, '/mf-checkout/promote', { url: `${origin.url}mf-checkout/${v2.version}/` })).status).toBe(200);
  await expectHtmlShows(v2.buildId);
  await expectBrowserShows(page, v2.buildId);

  const rollback = await deployRequest(site.url, '/mf-checkout/rollback');
  expect(rollback.status).toBe(200);
  expect(rollback.body.live?.version).toBe(v1.version);
  await expectHtmlShows(v1.buildId);
  await expectBrowserShows(page, v1.buildId);
});

test('a version with a tampered file, an unreachable one and one claiming a live path are refused; the live one keeps serving', async ({ page }) => {
  const { v1, v2 } = versions;
  await expectHtmlShows(v1.buildId);

  // A copy of v2 on the origin with one byte of its remote entry changed after publishing.
  const tampered = path.join(originDir, 'tampered', 'mf-checkout', v2.version);
  cpSync(path.join(originDir, 'mf-checkout', v2.version), tampered, { recursive: true });
  const entry = path.join(tampered, 'browser', 'remoteEntry.js');
  writeFileSync(entry, readFileSync(entry, 'utf8').replace('checkout', 'checkouT'));
  const refusedTampered = await deployRequest(site.url, '/mf-checkout/promote', { url: `${origin.url}tampered/mf-checkout/${v2.version}/` });
  expect(refusedTampered.status).toBe(422);
  expect(refusedTampered.body.message).toMatch(/integrity/);

  const refusedUnreachable = await deployRequest(site.url, '/mf-checkout/promote', { url: `http://127.0.0.1:${CLOSED_PORT}/mf-checkout/${v2.version}/` });
  expect(refusedUnreachable.status).toBe(422);
  expect(refusedUnreachable.body.message).toMatch(/could not be fetched/);

  // A version of another remote (the study tools, live) whose route table also claims /payment, which the
  // checkout remote owns.
  const studyTable = await builtRouteTable('mf-study');
  const claimant = writeVersion(
    originDir,
    describeFolders('mf-study', { browser: path.join(repositoryRoot, 'mf-study', 'dist'), server: path.join(repositoryRoot, 'mf-study', 'dist-server') }, {
      label: studyTable.label,
      routes: [...studyTable.routes, { path: '/payment', render: 'server', access: 'public' }],
    }),
  );
  const refusedConflict = await deployRequest(site.url, '/mf-study/promote', { url: `${origin.url}mf-study/${claimant.version}/` });
  expect(refusedConflict.status).toBe(409);
  expect(refusedConflict.body.message).toMatch(/mf-checkout/);
  expect(refusedConflict.body.message).toMatch(/\/payment/);

  expect(await paymentHtml()).toContain(`data-build="${v1.buildId}"`);
  await expectBrowserShows(page, v1.buildId);
});

test('a remote promoted on a running server adds its pages, server-rendered, without a restart', async ({ page }) => {
  test.setTimeout(120_000);
  const server = await startApiServer({ port: LATE_REMOTE_PORT, remotes: allRemotes.filter((remote) => remote !== 'mf-study') });
  try {
    const before = await fetch(`${server.url}/exams/teas/practice`);
    expect(before.status).toBe(404);
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain('/exams/teas/practice');

    await promote(server.url, 'mf-study', { version: await builtVersion('mf-study') });
    await expect.poll(async () => (await fetch(`${server.url}/exams/teas/practice`)).status, { timeout: 5_000, intervals: [50] }).toBe(200);
    const html = await (await fetch(`${server.url}/exams/teas/practice`)).text();
    expect(html).toMatch(/<h1[^>]*>ATI TEAS 7 Practice Questions<\/h1>/);
    expect(html).toContain('data-remote="study"');
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain('/exams/teas/practice');

    // In the browser, from an exam page (another remote) to the new remote's page.
    await page.goto(`${server.url}/exams/teas`);
    await page.getByRole('link', { name: 'Practice TEAS Questions', exact: true }).click();
    await expect(page).toHaveURL(`${server.url}/exams/teas/practice`);
    await expect(page.getByRole('heading', { level: 1, name: 'ATI TEAS 7 Practice Questions' })).toBeVisible();
  } finally {
    await server.stop();
  }
});
