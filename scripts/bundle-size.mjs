// npm run bench:bundle: the gzipped JavaScript a first visit downloads for /, /payment and /exams.
// A report, not a test: it exits non-zero only when it cannot measure (the budget is printed, not enforced).
//
//   npm run bench:bundle                          builds if needed, starts the production server on port 3650
//   npm run bench:bundle -- --url http://127.0.0.1:3000    measures a server that is already running
//   npm run bench:bundle -- --json                also prints the figures as JSON
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { startSite, waitUntilHealthy } from './lib/audit-site.mjs';

const root = path.resolve(import.meta.dirname, '..');
const paths = ['/', '/payment', '/exams'];
const BUDGET_KB = 200;
const KB = 1024;

const argv = process.argv.slice(2);
const option = (name) => {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
};
const givenUrl = option('--url');
const port = Number(option('--port') ?? process.env.BENCH_PORT ?? 3650);
const printJson = argv.includes('--json');

/** Starts the production server on `port` with a throwaway database folder and every remote live; builds first if a build is missing. */
async function startServer() {
  const built = ['shell/dist/index.html', 'mf-marketing-site/dist/mf-manifest.json', 'mf-exams/dist/mf-manifest.json', 'mf-checkout/dist/mf-manifest.json'];
  if (!built.every((file) => existsSync(path.join(root, file)))) {
    console.log('No production build found: running npm run build first.');
    const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('the build failed');
  }
  const site = await startSite(port);
  return { baseUrl: site.url, stop: site.stop };
}

/** Every JavaScript file a fresh browser downloads to show `pagePath`, with its raw, gzip -9 and transferred sizes. */
async function measure(browser, baseUrl, pagePath) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const isScript = response.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname);
    if (!isScript || response.status() !== 200) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes().catch(() => undefined);
        return {
          url: url.href.startsWith(baseUrl) ? url.pathname : url.href,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          transferred: sizes?.responseBodySize ?? null,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          contents: await describeContents(url.href),
        };
      })(),
    );
  });
  await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(pending);
  await context.close();

  const unique = [...new Map(files.map((file) => [file.url, file])).values()].sort((a, b) => b.gzip - a.gzip);
  const sum = (key) => unique.reduce((total, file) => total + (file[key] ?? 0), 0);
  return { path: pagePath, files: unique, raw: sum('raw'), gzip: sum('gzip'), transferred: sum('transferred') };
}

/**
 * The source map of a file built on this machine: read from the build, since a production server does not serve
 * maps (the shell's from shell/dist, a remote's from its published version in REMOTES_DIR; hashed names and
 * version folders make a file found there the same file). Null otherwise: then the server is asked, which
 * answers outside production.
 */
function builtSourceMap(fileUrl) {
  const { pathname } = new URL(fileUrl);
  const remote = /^\/remotes\/(.+)$/.exec(pathname);
  const file = remote ? path.join(process.env.REMOTES_DIR || path.join(root, 'deployments'), remote[1]) : path.join(root, 'shell', 'dist', pathname);
  return existsSync(`${file}.map`) ? JSON.parse(readFileSync(`${file}.map`, 'utf8')) : null;
}

/** What a file mostly holds, from its source map: the packages (or app folders) with the largest share of its sources. */
async function describeContents(fileUrl) {
  try {
    let map = builtSourceMap(fileUrl);
    if (!map) {
      const response = await fetch(`${fileUrl}.map`);
      if (!response.ok) return '';
      map = await response.json();
    }
    const shares = new Map();
    map.sources.forEach((source, index) => {
      const size = map.sourcesContent?.[index]?.length ?? 0;
      const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
      // webpack://<app>/./src/... is the app's own code; webpack://<app>/../<package>/src/... a workspace package.
      const [, app = '', rest = source] = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source) ?? [];
      const workspacePackage = /^(?:\.\.\/)+([^/]+)\//.exec(rest)?.[1];
      const owner = packageMatch?.[1] ?? workspacePackage ?? (app || rest);
      shares.set(owner, (shares.get(owner) ?? 0) + size);
    });
    const total = [...shares.values()].reduce((sum, size) => sum + size, 0) || 1;
    return [...shares.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .filter(([, size]) => size / total >= 0.05)
      .map(([owner, size]) => `${owner} ${Math.round((size / total) * 100)}%`)
      .join(', ');
  } catch {
    return '';
  }
}

const kb = (bytes) => (bytes / KB).toFixed(1).padStart(8);

function printReport(result) {
  console.log(`\n${result.path}`);
  console.log(`${'raw KB'.padStart(8)} ${'gzip-9'.padStart(8)} ${'sent'.padStart(8)}  file`);
  for (const file of result.files) {
    const sent = file.transferred === null ? '       ?' : kb(file.transferred);
    console.log(`${kb(file.raw)} ${kb(file.gzip)} ${sent}  ${file.url}${file.contents ? `  [${file.contents}]` : ''}`);
  }
  console.log(`${kb(result.raw)} ${kb(result.gzip)} ${kb(result.transferred)}  total, ${result.files.length} files`);
}

let server;
let browser;
try {
  const baseUrl = givenUrl ? givenUrl.replace(/\/$/, '') : undefined;
  if (baseUrl) await waitUntilHealthy(baseUrl, undefined, 10_000);
  server = baseUrl ? { baseUrl, stop: async () => {} } : await startServer();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

  console.log(`First-visit JavaScript at ${server.baseUrl} (1 KB = 1024 bytes; gzip-9 = each file gzipped at level 9; sent = bytes on the wire, as the server compressed them; [..] = largest sources by the source map)`);
  const results = [];
  for (const pagePath of paths) {
    const result = await measure(browser, server.baseUrl, pagePath);
    results.push(result);
    printReport(result);
  }

  console.log(`\nSummary (budget ${BUDGET_KB} KB of gzipped JavaScript per first visit)`);
  console.log(`${'path'.padEnd(10)} ${'files'.padStart(5)} ${'raw KB'.padStart(8)} ${'gzip-9'.padStart(8)} ${'sent'.padStart(8)}  budget`);
  for (const result of results) {
    const verdict = result.gzip <= BUDGET_KB * KB ? 'under' : `OVER by ${((result.gzip - BUDGET_KB * KB) / KB).toFixed(1)} KB`;
    console.log(`${result.path.padEnd(10)} ${String(result.files.length).padStart(5)} ${kb(result.raw)} ${kb(result.gzip)} ${kb(result.transferred)}  ${verdict}`);
  }
  if (printJson) console.log(JSON.stringify({ budgetKb: BUDGET_KB, results }, null, 2));
} catch (error) {
  console.error(`bench:bundle could not measure: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await server?.stop();
}
