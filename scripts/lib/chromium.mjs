/**
 * Debian's Chromium as every browser run here uses it (e2e, bench:bundle, bench:web, lighthouse-seo): headless
 * and kept off the network, only 127.0.0.1 and localhost resolve. CHROME_PATH (or CHROMIUM_PATH) overrides the
 * binary.
 */
export const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
