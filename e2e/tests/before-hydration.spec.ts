/**
 * A person taps the moment a page has loaded, not after its code has hydrated it. These open each page with
 * plain Playwright (no wait for the page-ready mark) and hold the shell's entry script back for a while, so
 * every action here lands on the server's HTML before React owns it; each must still take effect.
 */
import { expect, test, type Page } from '@playwright/test';
import { firstDocumentPreview } from './support/documents';

const HOLD_SHELL_MS = 2_000;

/** Delays the shell's entry script, so the page stays unhydrated well past its load event. */
async function holdShellScript(page: Page): Promise<void> {
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_SHELL_MS));
    await route.continue();
  });
}

/**
 * Opens a page and returns as soon as its content shows: the shell's script (deferred, so DOMContentLoaded waits
 * for it) is still held back, so the page is not hydrated yet.
 */
async function openUnhydrated(page: Page, path: string): Promise<void> {
  await holdShellScript(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expect(page.locator('html[data-page-ready]')).toHaveCount(0);
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('the checkout payment tabs answer a tap made before the page hydrated', async ({ page }) => {
  await openUnhydrated(page, '/payment');
  const paypal = page.getByRole('tablist', { name: 'Payment methods' }).getByRole('tab', { name: 'PayPal' });
  await paypal.click();
  await expect(paypal).toHaveAttribute('aria-selected', 'true');
});

test('the home exam tabs answer a tap made before the page hydrated', async ({ page }) => {
  await openUnhydrated(page, '/');
  const tabs = page.getByRole('tablist', { name: 'Exams' });
  const second = tabs.getByRole('tab').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-selected', 'true');
});

test('"View All Chamberlain Courses" answers a tap made before the page hydrated', async ({ page }) => {
  await openUnhydrated(page, '/schools/chamberlain');
  const toggle = page.getByRole('button', { name: 'View All Chamberlain Courses' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Show Fewer Courses' })).toHaveAttribute('aria-expanded', 'true');
});

test('a page scrolled before it hydrated stays where the person scrolled it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await openUnhydrated(page, '/resources/blog/how-to-pass-teas-7');
  await page.mouse.wheel(0, 1_500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
  const scrolled = await page.evaluate(() => window.scrollY);
  await expect(page.locator('html[data-page-ready]')).toHaveCount(1, { timeout: 15_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('the blog search and the school letter filter answer before the page hydrated', async ({ page }) => {
  await openUnhydrated(page, '/resources/blog');
  const search = page.getByRole('searchbox').first();
  await search.fill('TEAS');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=TEAS/);
  await expect(page.getByRole('main')).toContainText(/TEAS/);

  await openUnhydrated(page, '/schools');
  await page.getByRole('group', { name: /first letter/i }).getByRole('link', { name: 'C', exact: true }).click();
  await expect(page).toHaveURL(/[?&]letter=C/);
  await expect(page.getByRole('status').filter({ hasText: /starting with C/ })).toBeVisible();
});

test('each lead form sent before the page hydrated is stored and answered, never as a GET', async ({ page }) => {
  const gets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.method() === 'GET') gets.push(request.url());
  });

  await openUnhydrated(page, '/contact');
  const contact = page.getByRole('form', { name: 'Contact message' });
  await contact.getByLabel('Full Name').fill('Grace Hopper');
  await contact.getByLabel('Email Address').fill(`early-contact-${unique()}@example.com`);
  await contact.getByLabel('Subject').selectOption('Feedback');
  await contact.getByLabel('Message').fill('Sent the moment the page appeared.');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();

  await openUnhydrated(page, '/tutoring');
  const tutoring = page.getByRole('form', { name: 'Tutoring inquiry' });
  await tutoring.getByLabel('Full Name').fill('Ada Lovelace');
  await tutoring.getByLabel('Email Address').fill(`early-tutoring-${unique()}@example.com`);
  await tutoring.getByLabel('Subject').selectOption({ index: 1 });
  await tutoring.getByLabel('Message').fill('Sent the moment the page appeared.');
  await tutoring.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Form submitted successfully!' })).toBeVisible();

  await openUnhydrated(page, '/booking');
  const booking = page.getByRole('form', { name: 'Service request' });
  await booking.getByLabel('Full Name').fill('Florence Nightingale');
  await booking.getByLabel('Email Address').fill(`early-booking-${unique()}@example.com`);
  await booking.getByLabel('Preferred Contact Method').selectOption('email');
  await booking.getByLabel('Service Type').selectOption('tutoring');
  await booking.getByLabel('Urgency Level').selectOption('low');
  await booking.getByLabel('Detailed Description').fill('Sent the moment the page appeared.');
  await booking.getByRole('button', { name: 'Submit Service Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Service Request Submitted!' })).toBeVisible();

  for (const address of gets) expect(address).not.toMatch(/early-|Grace|Ada|Florence/);
});

test('a form filled in before the page hydrated and sent after keeps what was typed', async ({ page }) => {
  await openUnhydrated(page, '/contact');
  const contact = page.getByRole('form', { name: 'Contact message' });
  await contact.getByLabel('Full Name').fill('Grace Hopper');
  await contact.getByLabel('Email Address').fill(`typed-early-${unique()}@example.com`);
  await contact.getByLabel('Subject').selectOption('Feedback');
  await contact.getByLabel('Message').fill('Typed before the page woke up, sent after.');
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  // Sent by the page's own code: no navigation, and the form is empty again.
  await expect(page).toHaveURL(/\/contact$/);
  await expect(contact.getByLabel('Full Name')).toHaveValue('');
});

/** Keeps the shell's entry script back until the returned function is called: the page stays unhydrated meanwhile. */
async function holdShellUntilReleased(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function openHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdShellUntilReleased(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return release;
}

/** Collects the page's console errors and uncaught exceptions (a hydration mismatch would be one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const notHydrated = (page: Page) => expect(page.locator('html[data-page-ready]')).toHaveCount(0);
const hydrated = (page: Page) => page.locator('html[data-page-ready]').waitFor({ state: 'attached' });

test('the header menu and "View All" answer from the page before its code runs, and the code keeps their state', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const errors = errorsOf(page);
  const release = await openHeld(page, '/schools/chamberlain');
  const menuToggle = page.locator('#site-menu-toggle');
  const menu = page.locator('#site-menu');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeVisible();
  await expect(menuToggle.locator('svg:visible')).toHaveCount(1);
  await menuToggle.click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeHidden();

  const moreCourses = page.locator('section[aria-labelledby="more-courses-heading"]');
  await page.getByRole('button', { name: 'View All Chamberlain Courses' }).click();
  await expect(page.getByRole('button', { name: 'Show Fewer Courses' })).toHaveAttribute('aria-expanded', 'true');
  await expect(moreCourses.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await notHydrated(page);

  release();
  await hydrated(page);
  // The code took the state over: the list and the menu are still open, and one more tap closes each.
  await expect(moreCourses.getByRole('listitem').first()).toBeVisible();
  await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: 'About', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Show Fewer Courses' }).click();
  await expect(page.getByRole('button', { name: 'View All Chamberlain Courses' })).toHaveAttribute('aria-expanded', 'false');
  await expect(moreCourses.getByRole('listitem').first()).toBeHidden();
  expect(errors).toEqual([]);
});

test('tabs and the home exam picker answer from the page before its code runs, and the code keeps the choice', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const errors = errorsOf(page);
  let release = await openHeld(page, '/payment');
  const methods = page.getByRole('tablist', { name: 'Payment methods' });
  await methods.getByRole('tab', { name: 'PayPal' }).click();
  await expect(methods.getByRole('tab', { name: 'PayPal' })).toHaveAttribute('aria-selected', 'true');
  await expect(methods.getByRole('tab', { name: 'Card' })).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel', { name: 'PayPal' })).toBeVisible();
  await notHydrated(page);
  release();
  await hydrated(page);
  await expect(page.getByRole('tabpanel', { name: 'PayPal' })).toBeVisible();
  await methods.getByRole('tab', { name: 'Card' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Card' })).toBeVisible();
  await expect(methods.getByRole('tab', { name: 'PayPal' })).toHaveAttribute('aria-selected', 'false');

  release = await openHeld(page, '/');
  const picker = page.getByRole('combobox', { name: 'Choose an exam' });
  await picker.selectOption('teas');
  const tabs = page.locator('[role="tablist"][aria-label="Exams"]');
  await expect(tabs.locator('[role="tab"][id$="-tab-teas"]')).toHaveAttribute('aria-selected', 'true');
  const teasPanel = page.locator('[role="tabpanel"][id$="-panel-teas"]');
  await expect(teasPanel).toBeVisible();
  await notHydrated(page);
  release();
  await hydrated(page);
  await expect(picker).toHaveValue('teas');
  await expect(teasPanel).toBeVisible();
  await picker.selectOption('hesi');
  await expect(page.locator('[role="tabpanel"][id$="-panel-hesi"]')).toBeVisible();
  await expect(teasPanel).toBeHidden();
  expect(errors).toEqual([]);
});

test('a document Preview opens from the page before its code runs, and the code takes the open dialog over', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 700 });
  const errors = errorsOf(page);
  let release = await openHeld(page, '/exams/teas');
  const { preview, title, dialog } = await firstDocumentPreview(page);
  await preview.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Create a free account to download');
  await expect(dialog.getByRole('button', { name: `Sign up to download: ${title}` })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(preview).toBeFocused();
  await preview.click();
  await page.mouse.click(4, 4);
  await expect(dialog).toBeHidden();
  await preview.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await preview.click();
  await notHydrated(page);

  release();
  await hydrated(page);
  // Still open, now its code's: Close closes it, focus goes back, and Preview opens it again.
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(preview).toBeFocused();
  await preview.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Sign up, tapped in the page's dialog before the code ran, opens the sign-up dialog once it has.
  release = await openHeld(page, '/exams/teas');
  await preview.click();
  await dialog.getByRole('button', { name: `Sign up to download: ${title}` }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Create Your Account' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
