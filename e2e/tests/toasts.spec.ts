import { expect, test, type Page } from '@playwright/test';

/** The toast viewport: the labelled notifications region the Toaster renders. */
function notifications(page: Page) {
  return page.getByRole('region', { name: /notifications/i });
}

/** Visible toasts: each one is announced as a status (or an alert for the destructive variant). */
function toasts(page: Page) {
  const region = notifications(page);
  return region.getByRole('status').or(region.getByRole('alert'));
}

/** Shows a toast the way a visitor can today: the header's account control answers with one. */
async function showToastFromHeader(page: Page, control: 'Sign in' | 'Get Started' = 'Sign in') {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const banner = page.getByRole('banner');
  const menuToggle = banner.getByRole('button', { name: /menu/i });
  if (await menuToggle.isVisible()) await menuToggle.click();
  await banner.getByRole('button', { name: control }).click();
}

test('a toast appears with a close button that closes it', async ({ page }) => {
  await page.goto('/');
  await showToastFromHeader(page);

  const toast = toasts(page);
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveText(/\S/);
  await toast.getByRole('button', { name: /close/i }).click();
  await expect(toasts(page)).toHaveCount(0);
});

test('only one toast shows at a time', async ({ page }) => {
  await page.goto('/');
  await showToastFromHeader(page, 'Sign in');
  await expect(toasts(page)).toHaveCount(1);

  await showToastFromHeader(page, 'Get Started');
  await expect(toasts(page)).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(toasts(page)).toHaveCount(1);
});

test('a toast closes by itself after about five seconds', async ({ page }) => {
  await page.goto('/');
  await showToastFromHeader(page);
  await expect(toasts(page)).toBeVisible();
  const shownAt = Date.now();
  // Keep the pointer away: hovering a toast pauses its timer.
  await page.mouse.move(10, 400);

  await page.waitForTimeout(3_500);
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0, { timeout: 5_000 });
  const closedAfter = Date.now() - shownAt;
  expect(closedAfter).toBeGreaterThanOrEqual(4_000);
  expect(closedAfter).toBeLessThan(8_000);
});

test('on a wide screen toasts sit at the bottom right, in a viewport at most 420 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await showToastFromHeader(page);
  const toast = toasts(page);
  await expect(toast).toBeVisible();

  const box = (await toast.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1280 - 64);
  expect(box.x).toBeGreaterThan(1280 / 2);
  expect(box.y + box.height).toBeGreaterThan(800 - 96);
  expect(box.width).toBeLessThanOrEqual(420);
});

test('on a 375 px screen toasts sit at the top and fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await showToastFromHeader(page);
  const toast = toasts(page);
  await expect(toast).toBeVisible();

  const box = (await toast.boundingBox())!;
  expect(box.y).toBeLessThan(96);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
});

test('F8 moves keyboard focus to the toast viewport, which is at most 420 px wide', async ({ page }) => {
  await page.goto('/');
  await showToastFromHeader(page);
  await expect(toasts(page)).toBeVisible();

  await page.keyboard.press('F8');

  await expect.poll(() => notifications(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);
  const focusedWidth = await page.evaluate(() => document.activeElement!.getBoundingClientRect().width);
  expect(focusedWidth).toBeGreaterThan(0);
  expect(focusedWidth).toBeLessThanOrEqual(420);
});
