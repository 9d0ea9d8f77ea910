// The "first answered tap" of bench:web: how long after a first visit starts a person's tap on a page's control
// is answered. Chromium with Lighthouse's mobile screen and user agent, and slow 4G with a 4x CPU slowdown applied
// through CDP (not simulated), a fresh browser context per run so every run is a first visit. The page is opened,
// and the moment its load event fires (or, asked for, the moment it first paints) the control is tapped, as a
// person taps once the page looks ready: scrolled into view and touched at its centre, one touch as a finger
// gives (no waiting for the control to settle first, which on the throttled page took Playwright's tap 250-350 ms
// before its touch). The answer's time is the moment the page's markup first shows it, recorded in the page. A
// tap the page drops (one that comes before hydration) is repeated 1.5 s later, as the person would; after 20 s,
// no answer.
import { chromium } from 'playwright-core';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

/**
 * What is tapped on each route and how the answer shows. `tap` is the CSS selector the run finds the control by,
 * as cheap as a finger finding it (on the throttled page Playwright's role selectors took 150-300 ms to resolve,
 * inside the time measured); `control`, a Playwright selector by role and accessible name, is checked after the
 * answer to name the same element. `pick`, when set, makes the action choosing that option of a native select
 * instead of a tap; `effect` is a CSS selector that matches only once the page has answered.
 */
export const tapTargets = [
  {
    route: '/',
    // Below 768 px the exam tabs are hidden and a native select drives the same tabs; a person picks there.
    what: 'picks TEAS in "Choose an exam"; its tab becomes selected',
    tap: 'div:has(> [role="tablist"][aria-label="Exams"]) select',
    control: 'role=combobox[name="Choose an exam"]',
    pick: 'teas',
    effect: '[role="tablist"][aria-label="Exams"] [role="tab"][id$="-tab-teas"][aria-selected="true"]',
  },
  {
    route: '/payment',
    what: 'taps the PayPal tab; it becomes selected',
    tap: '[role="tablist"][aria-label="Payment methods"] [role="tab"][id$="-tab-paypal"]',
    control: 'role=tablist[name="Payment methods"] >> role=tab[name="PayPal"]',
    effect: '[role="tablist"][aria-label="Payment methods"] [role="tab"][id$="-tab-paypal"][aria-selected="true"]',
  },
  {
    route: '/exams/teas',
    what: 'taps the first document\'s Preview; its dialog opens',
    tap: 'button[aria-label^="Preview: "]',
    control: 'role=button[name=/^Preview: /] >> nth=0',
    // Opened from the page (its own native dialog) or by its code (in a portal).
    effect: 'dialog:modal, [role="dialog"][aria-modal="true"]',
  },
  {
    route: '/schools/chamberlain',
    what: 'taps "View All Chamberlain Courses"; it becomes expanded',
    tap: 'section[aria-labelledby="more-courses-heading"] button[aria-expanded]',
    control: 'role=button[name="View All Chamberlain Courses"]',
    effect: 'section[aria-labelledby="more-courses-heading"] button[aria-expanded="true"]',
  },
  {
    route: '/resources/blog/how-to-pass-teas-7',
    what: 'taps the header\'s menu button; it becomes expanded',
    tap: '#site-menu-toggle',
    control: 'role=button[name="Open menu"]',
    effect: '#site-menu-toggle[aria-expanded="true"]',
  },
  {
    // The booking form's own controls (checkbox, selects, fields) change natively before hydration, so they
    // cannot tell whether the page answers; its header menu can.
    route: '/booking',
    what: 'taps the header\'s menu button; it becomes expanded',
    tap: '#site-menu-toggle',
    control: 'role=button[name="Open menu"]',
    effect: '#site-menu-toggle[aria-expanded="true"]',
  },
];

const RETRY_AFTER_MS = 1_500;
const GIVE_UP_AFTER_MS = 20_000;
const POLL_EVERY_MS = 50;
const LOAD_TIMEOUT_MS = 60_000;

const screen = screenEmulationMetrics.mobile;
// Slow 4G as Lighthouse names it (its throttling.mobileSlow4G before the adjustments of its DevTools mode).
export const network = { latencyMs: 150, downKbps: 1638.4, upKbps: 750 };
export const CPU_SLOWDOWN = 4;

/** The setting, in words, for the table's heading. */
export const tapSetting = `Chromium ${screen.width}x${screen.height} @${screen.deviceScaleFactor}x touch, ${network.latencyMs} ms RTT, ${network.downKbps} kbit/s down, ${network.upKbps} kbit/s up, CPU ${CPU_SLOWDOWN}x`;

/**
 * A finger's tap on the control `selector` finds: scrolled into view, one touch at its centre. The element is kept
 * for the check that it is the one the target's `control` names. False when the page has no such control.
 */
async function tapAtCentre(page, cdp, selector) {
  const point = await page.evaluate((css) => {
    const element = document.querySelector(css);
    if (element === null) return null;
    window.__firstTapControl = element;
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  }, selector);
  if (point === null) return false;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return true;
}

/** A choice in a native select, as the browser reports one made in its picker: the value, then input and change. */
async function pickAtOnce(page, selector, value) {
  return page.evaluate(([css, chosen]) => {
    const select = document.querySelector(css);
    if (select === null) return false;
    window.__firstTapControl = select;
    select.value = chosen;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }, [selector, value]);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const LEFT_KEY = 'first-tap:left';

// Run in every document before its own scripts: keeps the latest LCP candidate where the looks below read it
// (the browser stops reporting candidates at the first input, so this is LCP as Lighthouse counts it). When a
// tapped link replaces the document, its figures are left in sessionStorage for the look at the next one.
function keepPaintFigures({ leftKey, effect }) {
  let answer = null;
  const observer = new MutationObserver(() => {
    if (answer !== null || document.querySelector(effect) === null) return;
    answer = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  Object.defineProperty(window, '__firstTapAnswer', { get: () => answer });
  let lcp = null;
  const paints = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lcp = entry.startTime;
  });
  paints.observe({ type: 'largest-contentful-paint', buffered: true });
  Object.defineProperty(window, '__firstTapLcp', { get: () => lcp });
  addEventListener('pagehide', () => {
    for (const entry of paints.takeRecords()) lcp = entry.startTime;
    const navigation = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    sessionStorage.setItem(leftKey, JSON.stringify({ origin: performance.timeOrigin, fcp, lcp, load: navigation?.loadEventStart || null }));
  });
}

/**
 * One cheap look at the page: which document it is (its time origin), its clock, whether `effect` matches and
 * since when (its markup's first change that matched), FCP,
 * LCP and the load event so far (ms on that document's clock), and the figures of the document it replaced, if
 * any. Null while a tap's link replaces the document.
 */
async function look(page, effect, control = null) {
  try {
    return await page.evaluate(([selector, leftKey, controlSelector]) => {
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        left: JSON.parse(sessionStorage.getItem(leftKey) ?? 'null'),
        origin: performance.timeOrigin,
        now: performance.now(),
        matched: document.querySelector(selector) !== null,
        answer: window.__firstTapAnswer ?? null,
        hasControl: controlSelector !== null && document.querySelector(controlSelector) !== null,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        lcp: window.__firstTapLcp ?? null,
        load: navigation?.loadEventStart || null,
      };
    }, [effect, LEFT_KEY, control]);
  } catch (error) {
    if (/context was destroyed|navigat/i.test(error.message)) return null;
    throw error;
  }
}

/**
 * One first visit of `target.route`: its FCP, LCP and load event, when the tap was answered (ms from the start of
 * the visit, null: never), the taps made, and whether the answer came as a new page (the control was a link).
 */
async function measureOnce(browser, siteUrl, target, moment) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    await context.addInitScript(keepPaintFigures, { leftKey: LEFT_KEY, effect: target.effect });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The context is new, so its cache starts empty; it stays on, as in a person's first visit.
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      // Bytes per second.
      downloadThroughput: (network.downKbps * 1024) / 8,
      uploadThroughput: (network.upKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    await page.goto(`${siteUrl}${target.route}`, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    let first;
    if (moment === 'paint') {
      // As soon as the page has painted something and the control is in it.
      const paintedBy = Date.now() + LOAD_TIMEOUT_MS;
      for (;;) {
        first = await look(page, target.effect, target.tap);
        if ((first?.fcp != null && first.hasControl) || Date.now() > paintedBy) break;
        await sleep(POLL_EVERY_MS);
      }
    } else {
      await page.waitForLoadState('load', { timeout: LOAD_TIMEOUT_MS });
      first = await look(page, target.effect);
    }
    if (first === null) throw new Error(`${target.route}: the page went elsewhere by itself after loading`);
    if (first.matched) throw new Error(`${target.route}: "${target.effect}" matches before any tap`);

    // The figures are the first document's; a look at a later one (a tapped link) adds only the answer.
    let figures = first;
    let newDocument = false;
    const answeredAt = async () => {
      const seen = await look(page, target.effect);
      if (seen?.origin === first.origin) figures = seen;
      else if (seen?.left?.origin === first.origin) figures = seen.left;
      if (!seen?.matched) return null;
      newDocument = seen.origin !== first.origin;
      return seen.origin + (seen.answer ?? seen.now) - first.origin;
    };

    const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
    let answered = null;
    let taps = 0;
    while (answered === null && Date.now() < giveUpAt) {
      let tapped = false;
      try {
        tapped = await (target.pick === undefined ? tapAtCentre(page, cdp, target.tap) : pickAtOnce(page, target.tap, target.pick));
      } catch (error) {
        // A tapped link may be replacing the document: the look below sees the new one.
        if (!/context was destroyed|navigat/i.test(error.message)) throw error;
      }
      if (tapped) taps++;
      else if (taps === 0) throw new Error(`${target.route}: nothing to tap at ${target.tap}`);
      const retryAt = Math.min(Date.now() + RETRY_AFTER_MS, giveUpAt);
      for (;;) {
        answered = await answeredAt();
        if (answered !== null || Date.now() >= retryAt) break;
        await sleep(POLL_EVERY_MS);
      }
    }
    // A tap at the first paint can be answered before the page has loaded: its load event is a figure too.
    if (!newDocument) await page.waitForLoadState('load', { timeout: LOAD_TIMEOUT_MS });
    const last = await look(page, target.effect);
    if (last?.origin === first.origin) figures = last;
    else if (last?.left?.origin === first.origin) figures = last.left;
    return { fcp: figures.fcp, lcp: figures.lcp, load: figures.load, answered, taps, newDocument };
  } finally {
    await context.close();
  }
}

/** Before any run, unthrottled: the control the runs tap by `tap` is the one `control` names by role and name. */
async function checkTapSelector(browser, siteUrl, target) {
  const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, isMobile: true, hasTouch: true, userAgent: userAgents.mobile });
  try {
    const page = await context.newPage();
    await page.goto(`${siteUrl}${target.route}`, { timeout: LOAD_TIMEOUT_MS });
    const same = await page.locator(target.control).evaluate((element, css) => element === document.querySelector(css), target.tap);
    if (!same) throw new Error(`${target.route}: "${target.tap}" does not find the control ${target.control}`);
  } finally {
    await context.close();
  }
}

/**
 * `runs` first visits of each target's route on the site at `siteUrl`. Throws when a visit cannot be measured
 * (the page does not load, the control is missing, the effect shows before the tap); a tap never answered is a
 * figure (answered: null), not an error.
 */
export async function measureFirstTaps(siteUrl, { runs = 3, targets = tapTargets, moment = 'load' } = {}) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results = [];
  try {
    for (const target of targets) await checkTapSelector(browser, siteUrl, target);
    for (const target of targets) {
      const measured = [];
      for (let run = 0; run < runs; run++) measured.push(await measureOnce(browser, siteUrl, target, moment));
      results.push({ target, runs: measured });
      const answers = measured.map((entry) => (entry.answered === null ? 'no answer' : `${Math.round(entry.answered)} ms`));
      process.stderr.write(`first tap ${target.route}: ${answers.join(', ')}\n`);
    }
  } finally {
    await browser.close();
  }
  return Object.assign(results, { moment });
}

// A run never answered counts as later than any answer, so a median can itself be 'no answer'.
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => (value === null || Number.isNaN(value) ? '-' : Number.isFinite(value) ? String(Math.round(value)) : 'no answer');

/** The table of `measureFirstTaps`' results: medians, the answered tap's min–max, and what was tapped. */
export function printFirstTaps(results) {
  const runs = results[0]?.runs.length ?? 0;
  const pad = (text, width) => String(text).padStart(width);
  const figure = (entries, key) => {
    const values = entries.map((entry) => entry[key]).filter((value) => value !== null);
    return values.length === 0 ? null : median(values);
  };
  const when = results.moment === 'paint' ? 'tapped at the first paint' : 'tapped at the load event';
  console.log(`\nFirst answered tap, ${when}: ${tapSetting}; median of ${runs} first visits per route (ms from the navigation's start)`);
  console.log(`${'route'.padEnd(38)} ${pad('FCP ms', 7)} ${pad('LCP ms', 7)} ${pad('load ms', 8)} ${pad('first answered tap (min–max)', 30)} ${pad('taps', 5)}`);
  for (const { target, runs: entries } of results) {
    const answers = entries.map((entry) => entry.answered ?? Number.POSITIVE_INFINITY);
    const spread = entries.length > 1 ? ` (${ms(Math.min(...answers))}–${ms(Math.max(...answers))})` : '';
    console.log(
      `${target.route.padEnd(38)} ${pad(ms(figure(entries, 'fcp')), 7)} ${pad(ms(figure(entries, 'lcp')), 7)} ${pad(ms(figure(entries, 'load')), 8)} ${pad(`${ms(median(answers))}${spread}`, 30)} ${pad(median(entries.map((entry) => entry.taps)), 5)}`,
    );
  }
  for (const { target, runs: entries } of results) {
    const followed = entries.filter((entry) => entry.newDocument).length;
    console.log(`  ${target.route}: ${target.what}${followed > 0 ? ` (as a new page, the control being a link, in ${followed} of ${entries.length} runs)` : ''}`);
  }
}
