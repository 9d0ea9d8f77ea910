import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { repositoryRoot, startApiServer } from './support/api-server';
import { startStaticServer } from './support/static-server';

const API_PORT = 3602;
const REMOTE_HOST_PORT = 3603;
const IN_PLACE_PORT = 3604;

/** One hash over every file of a folder (names and contents), to prove a build did not change. */
function hashFolder(folder: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update(readFileSync(path.join(folder, file)));
  }
  return hash.digest('hex');
}

/**
 * A production build of one remote into another folder, tagged with its own build id: its browser build
 * (`configName` the remote's name) or its node build (`<name>-server`), the one the server renders pages with.
 */
function buildRemote(app: string, outputPath: string, buildId: string, configName: string): Promise<void> {
  const rspack = path.join(repositoryRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [rspack, 'build', '--mode', 'production', '--config-name', configName, '--output-path', outputPath], {
      cwd: path.join(repositoryRoot, app),
      env: { ...process.env, NODE_ENV: 'production', BUILD_ID: buildId },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => (code === 0 && !/ERROR in/.test(output) ? resolve() : reject(new Error(`build failed:\n${output}`))));
  });
}

test('a remote redeployed elsewhere is picked up by the unchanged shell through the server configuration', async ({ page }) => {
  test.setTimeout(180_000);
  const shellDist = path.join(repositoryRoot, 'shell', 'dist');
  const shellBefore = hashFolder(shellDist);
  const buildId = `redeployed-${randomBytes(6).toString('hex')}`;
  const outputPath = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-e2e-redeploy-'));

  let remoteHost: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  let server: Awaited<ReturnType<typeof startApiServer>> | undefined;
  try {
    await buildRemote('mf-checkout', outputPath, buildId, 'checkout');
    remoteHost = await startStaticServer(outputPath, REMOTE_HOST_PORT);
    server = await startApiServer({ port: API_PORT, env: { MF_REMOTE_CHECKOUT_URL: remoteHost.url } });

    await page.goto(`${server.url}/payment`);
    await expect(page.locator(`[data-remote="checkout"] [data-build="${buildId}"]`)).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/could not be loaded|404/i);

    // The main server, configured with the default remote location, still serves the original build.
    await page.goto('/payment');
    await expect(page.locator('[data-remote="checkout"] [data-build]')).toBeAttached();
    await expect(page.locator(`[data-build="${buildId}"]`)).toHaveCount(0);

    expect(hashFolder(shellDist), 'the shell build is byte-identical').toBe(shellBefore);
  } finally {
    await server?.stop();
    await remoteHost?.close();
    rmSync(outputPath, { recursive: true, force: true });
  }
});

test('a remote redeployed in place is in the very next page the server renders, and in the browser', async ({ page }) => {
  test.setTimeout(180_000);
  // A copy of the built site, so the other tests keep theirs: every app's browser and node builds.
  const siteRoot = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-e2e-in-place-'));
  for (const app of ['shell', 'mf-marketing-site', 'mf-exams', 'mf-schools', 'mf-checkout', 'mf-staff-dashboard']) {
    for (const folder of ['dist', 'dist-server']) cpSync(path.join(repositoryRoot, app, folder), path.join(siteRoot, app, folder), { recursive: true });
  }
  const buildId = `in-place-${randomBytes(6).toString('hex')}`;
  let server: Awaited<ReturnType<typeof startApiServer>> | undefined;
  try {
    server = await startApiServer({ port: IN_PLACE_PORT, env: { STATIC_ROOT: siteRoot } });
    const before = await (await fetch(`${server.url}/payment`)).text();
    expect(before).toMatch(/data-remote="checkout"><div data-build="[^"]+"/);
    expect(before).not.toContain(buildId);

    // Deploy a new checkout build over the old one (node build, then browser build), the server running.
    await buildRemote('mf-checkout', path.join(siteRoot, 'mf-checkout', 'dist-server'), buildId, 'checkout-server');
    await buildRemote('mf-checkout', path.join(siteRoot, 'mf-checkout', 'dist'), buildId, 'checkout');

    const after = await (await fetch(`${server.url}/payment`)).text();
    expect(after).toContain(`data-remote="checkout"><div data-build="${buildId}"`);
    await page.goto(`${server.url}/payment`);
    await expect(page.locator(`[data-remote="checkout"] [data-build="${buildId}"]`)).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeVisible();
  } finally {
    await server?.stop();
    rmSync(siteRoot, { recursive: true, force: true });
  }
});
