// npm run bench:web: Lighthouse 12.8.2 (mobile) on the production build, its throttling applied in the browser
// (slow 4G with 150 ms round trips and a 4x slower CPU, the setting of the first answered tap below): three runs
// of each measured route and of a static HTML page of the same content (the article's rendered HTML with every
// script removed) served by the same server in the same run. Prints the median of each score and metric, and each
// route's LCP as a ratio to the static page's. Then the first answered tap of each route (scripts/lib/first-tap.mjs):
// how soon after a first visit starts a tap on the page's control is answered. A report, not a test: it exits
// non-zero only when it cannot measure.
//
//   npm run bench:web                 builds (what is stale), starts the server on BENCH_WEB_PORT (3660), measures
//   npm run bench:web -- --no-build   measures the build as it is
//   npm run bench:web -- --runs 5     more runs per route
//   npm run bench:web -- --no-build --tap-only   only the first answered tap
//   npm run bench:web -- --tap-at-paint  tap at the first paint instead of the load event
//   npm run bench:web -- --simulated  Lighthouse's default simulated throttling instead
//
// Why applied throttling: the simulation (Lantern) rebuilds a slow load from an unthrottled one and counts every
// request that finished before the unthrottled largest paint as one the paint waited for. Pages ask for their code
// with the HTML, at low priority: on this machine's loopback that code arrives before the first frame, so the
// simulation has the paint wait for about 190 KB of script (LCP 2.5-3.1x the static page) where a throttled
// browser paints at the same moment as before.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { launchChrome, root, startSite } from './lib/audit-site.mjs';
import { CPU_SLOWDOWN, measureFirstTaps, network, printFirstTaps } from './lib/first-tap.mjs';

const argv = process.argv.slice(2);
const runsIndex = argv.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(argv[runsIndex + 1]) : 3;
const port = Number(process.env.BENCH_WEB_PORT ?? 3660);
const simulated = argv.includes('--simulated');
const moment = argv.includes('--tap-at-paint') ? 'paint' : 'load';
const lighthouseConfig = simulated
  ? undefined
  : {
      extends: 'lighthouse:default',
      settings: {
        throttlingMethod: 'devtools',
        throttling: {
          requestLatencyMs: network.latencyMs,
          downloadThroughputKbps: network.downKbps,
          uploadThroughputKbps: network.upKbps,
          cpuSlowdownMultiplier: CPU_SLOWDOWN,
        },
      },
    };
const throttlingWords = simulated
  ? 'simulated throttling'
  : `throttling applied: ${network.latencyMs} ms RTT, ${network.downKbps} kbit/s down, CPU ${CPU_SLOWDOWN}x`;
const routes = ['/', '/payment', '/exams/teas', '/schools/chamberlain', '/resources/blog/how-to-pass-teas-7'];
const STATIC_ROUTE = '/bench-static/article.html';
const staticFolder = path.join(root, 'shell', 'dist', 'bench-static');

if (!argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? Number.NaN,
  };
}

const site = await startSite(port);
if (argv.includes('--tap-only')) {
  try {
    printFirstTaps(await measureFirstTaps(site.url, { runs, moment }));
  } finally {
    await site.stop();
  }
  process.exit(0);
}
let firstTaps;
const chrome = await launchChrome();
const results = new Map();
const notes = new Map();
try {
  // The static twin of the article: the same rendered HTML and styles, no script at all.
  const articleHtml = await (await fetch(`${site.url}${routes[4]}`)).text();
  const staticHtml = articleHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (tag) => (tag.includes('application/ld+json') ? tag : ''))
    .replace(/<link rel="preload" as="(script|fetch)"[^>]*>/g, '');
  mkdirSync(staticFolder, { recursive: true });
  writeFileSync(path.join(staticFolder, 'article.html'), staticHtml);

  for (const route of [STATIC_ROUTE, ...routes]) {
    const measured = [];
    for (let run = 0; run < runs; run++) {
      // Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): such a run is repeated, twice at most.
      let result;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(`${site.url}${route}`, { port: chrome.port, logLevel: 'error', output: 'json' }, lighthouseConfig);
        if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${route}`);
        if (!result.lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`${route}: ${result.lhr.runtimeError.message}`);
        process.stderr.write(`${route}: ${result.lhr.runtimeError.code}, measuring again\n`);
      }
      measured.push(figures(result.lhr));
      // What kept a score under 100 (the first run's view), so the figures can be acted on.
      if (run === 0) {
        const failing = [];
        for (const category of ['accessibility', 'best-practices', 'seo']) {
          for (const ref of result.lhr.categories[category]?.auditRefs ?? []) {
            const audit = result.lhr.audits[ref.id];
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${category}: ${audit.title}`);
          }
        }
        notes.set(route, failing);
      }
    }
    const keys = Object.keys(measured[0]);
    results.set(route, Object.fromEntries(keys.map((key) => [key, median(measured.map((entry) => entry[key]))])));
    process.stderr.write(`measured ${route}\n`);
  }
  firstTaps = await measureFirstTaps(site.url, { runs, moment });
} finally {
  await chrome.kill();
  await site.stop();
  rmSync(staticFolder, { recursive: true, force: true });
}

const staticLcp = results.get(STATIC_ROUTE).lcp;
const pad = (text, width) => String(text).padStart(width);
console.log(`\nLighthouse 12.8.2, mobile, ${throttlingWords}; median of ${runs} runs per route (static = the article's HTML without scripts)`);
console.log(`${'route'.padEnd(38)} ${pad('perf', 5)} ${pad('a11y', 5)} ${pad('bp', 4)} ${pad('seo', 4)} ${pad('LCP ms', 7)} ${pad('xStatic', 7)} ${pad('FCP ms', 7)} ${pad('TBT ms', 7)} ${pad('CLS', 6)} ${pad('KB', 6)} ${pad('reqs', 5)}`);
for (const [route, r] of results) {
  console.log(
    `${(route === STATIC_ROUTE ? `${route} (static)` : route).padEnd(38)} ${pad(r.performance, 5)} ${pad(r.accessibility, 5)} ${pad(r.bestPractices, 4)} ${pad(r.seo, 4)} ${pad(Math.round(r.lcp), 7)} ${pad((r.lcp / staticLcp).toFixed(2), 7)} ${pad(Math.round(r.fcp), 7)} ${pad(Math.round(r.tbt), 7)} ${pad(r.cls.toFixed(3), 6)} ${pad(Math.round(r.bytes / 1024), 6)} ${pad(r.requests, 5)}`,
  );
}
const goals = [];
for (const [route, r] of results) {
  if (route === STATIC_ROUTE) continue;
  if (r.performance < 95) goals.push(`${route}: performance ${r.performance} < 95`);
  for (const [name, value] of [['accessibility', r.accessibility], ['best practices', r.bestPractices], ['SEO', r.seo]]) if (value < 100) goals.push(`${route}: ${name} ${value} < 100`);
  if (r.lcp > 1.5 * staticLcp) goals.push(`${route}: LCP ${(r.lcp / staticLcp).toFixed(2)}x the static page (goal 1.5x)`);
  if (r.cls >= 0.05) goals.push(`${route}: CLS ${r.cls.toFixed(3)} (goal under 0.05)`);
}
console.log(goals.length === 0 ? '\nEvery goal met (performance >= 95, 100 elsewhere, LCP <= 1.5x static, CLS < 0.05).' : `\nGoals not met:\n  ${goals.join('\n  ')}`);
for (const [route, failing] of notes) if (failing.length > 0) console.log(`${route}: ${[...new Set(failing)].join('; ')}`);
printFirstTaps(firstTaps);
