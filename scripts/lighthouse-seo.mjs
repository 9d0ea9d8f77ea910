// Prints the Lighthouse SEO score (and any audit that is not passed) of pages of the production build.
//   node scripts/lighthouse-seo.mjs                      starts the built site on LIGHTHOUSE_PORT (3631) with a fresh
//                                                         database and SITE_URL on that origin, audits the article below
//   node scripts/lighthouse-seo.mjs /resources /         audits these paths instead
//   LIGHTHOUSE_URL=https://www.example.com node scripts/lighthouse-seo.mjs   audits a running site
// Lighthouse 12.8.2 (the newest that runs on Node 20) in Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default),
// mobile settings, kept off the network but for this machine. Needs `npm run build` first.
import lighthouse from 'lighthouse';
import { launchChrome, startSite } from './lib/audit-site.mjs';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/resources/blog/how-to-pass-teas-7'];
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3631);

const site = process.env.LIGHTHOUSE_URL ? { url: process.env.LIGHTHOUSE_URL.replace(/\/+$/, ''), stop: async () => {} } : await startSite(port);
const chrome = await launchChrome();
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
