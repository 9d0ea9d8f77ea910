// Prints the Lighthouse SEO score (and any audit that is not passed) of pages of the production build.
//   node scripts/lighthouse-seo.mjs                      starts the built site on LIGHTHOUSE_PORT (3631) with a fresh
//                                                         database and SITE_URL on that origin, audits the article below
//   node scripts/lighthouse-seo.mjs /resources /         audits these paths instead
//   LIGHTHOUSE_URL=https://www.example.com node scripts/lighthouse-seo.mjs   audits a running site
// Lighthouse 12.8.2 (the newest that runs on Node 20) in Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default),
// mobile settings, kept off the network but for this machine. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(import.meta.dirname, '..');
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/resources/blog/how-to-pass-teas-7'];
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3631);

async function waitUntilHealthy(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(new URL('/api/health', url))).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${url} was not healthy within ${timeoutMs} ms`);
}

/** The built site on its own port and database, with SITE_URL on the origin Lighthouse loads (so canonicals match). */
async function startSite() {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-lighthouse-'));
  const environment = { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', DATA_DIR: dataDir, SITE_URL: url, LOG_LEVEL: 'warn' };
  delete environment.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'server.ts')], { cwd: root, env: environment, stdio: 'inherit' });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

const site = process.env.LIGHTHOUSE_URL ? { url: process.env.LIGHTHOUSE_URL.replace(/\/+$/, ''), stop: async () => {} } : await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  ],
});
let failed = false;
try {
  for (const pagePath of paths) {
    const url = `${site.url}${pagePath}`;
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['seo'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    const score = Math.round((lhr.categories.seo?.score ?? 0) * 100);
    console.log(`Lighthouse ${lhr.lighthouseVersion} SEO score of ${pagePath}: ${score}`);
    const auditIds = lhr.categories.seo?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? [];
    for (const id of auditIds) {
      const audit = lhr.audits[id];
      if (audit && audit.score !== null && audit.score < 1) {
        failed = true;
        console.log(`  not passed: ${audit.title}${audit.explanation ? ` (${audit.explanation})` : ''}`);
      }
    }
    if (lhr.runtimeError) console.log(`  runtime error: ${lhr.runtimeError.message}`);
    if (score < 100) failed = true;
  }
} finally {
  await chrome.kill();
  await site.stop();
}
process.exitCode = failed ? 1 : 0;
