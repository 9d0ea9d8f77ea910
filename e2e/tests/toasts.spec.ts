import { expect, test, type Page } from './support/test';

const PASSWORD = 'toast-pass-1';

/** The toast viewport: the labelled notifications region the Toaster renders. */
function notifications(page: Page) {
  return page.getByRole('region', { name: /notifications/i });
}

/** Shown toasts: a status each, or an alert for the destructive variant. */
function toasts(page: Page) {
  const region = notifications(page);
  return region.getByRole('status').or(region.getByRole('alert'));
}

function uniqueUsername(prefix: string): string {
  return `${prefix}_${test.info().workerIndex}_${Date.now().toString(36)}`;
}

async function chooseInHeader(page: Page, control: 'Get Started' | 'Sign out') {
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: /menu/i });
  if (await toggle.isVisible()) await toggle.click();
  await banner.getByRole('button', { name: control, exact: true }).click();
}

/** Creates an account through the sign-up dialog; its success is announced with a toast. */
async function signUpThroughTheDialog(page: Page, username = uniqueUsername('toast')) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await chooseInHeader(page, 'Get Started');
  const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
  await dialog.getByRole('textbox', { name: 'First Name' }).fill('Toast');
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Tester');
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
  await dialog.getByLabel(/^Password/).fill(PASSWORD);
  await dialog.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  return dialog;
}

test('a toast appears with a close button that closes it', async ({ page }) => {
  await page.goto('/');
  await signUpThroughTheDialog(page);

  const toast = toasts(page);
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText('Account Created Successfully!');
  await toast.getByRole('button', { name: /close/i }).click();
  await expect(toasts(page)).toHaveCount(0);
});

test('a failed sign-up shows the destructive toast as an alert, which its close button closes', async ({ page, request }) => {
  const username = uniqueUsername('taken');
  const created = await request.post('/api/auth/signup', {
    data: { firstName: 'Taken', lastName: 'Name', username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(created.status()).toBe(201);
  await page.goto('/');
  await signUpThroughTheDialog(page, username);

  const alert = notifications(page).getByRole('alert');
  await expect(alert).toContainText('Signup Failed');
  await expect(toasts(page)).toHaveCount(1);
  // The toast stays usable above the open dialog.
  await alert.getByRole('button', { name: /close/i }).click();
  await expect(toasts(page)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Create Your Account' })).toBeVisible();
});

test('only one toast shows at a time: a new one replaces the one shown', async ({ page }) => {
  await page.goto('/');
  await signUpThroughTheDialog(page);
  await expect(toasts(page)).toContainText('Account Created Successfully!');

  await chooseInHeader(page, 'Sign out');

  await expect(toasts(page)).toContainText('Signed out');
  await expect(toasts(page)).toHaveCount(1);
  await expect(notifications(page).getByText('Account Created Successfully!')).toHaveCount(0);
});

test('a toast closes by itself after about five seconds', async ({ page }) => {
  await page.goto('/');
  await signUpThroughTheDialog(page);
  await expect(toasts(page)).toBeVisible();
  const shownAt = Date.now();
  // Keep the pointer and focus away from the toast: either pauses its timer.
  await page.mouse.move(10, 400);

  await page.waitForTimeout(3_500);
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0, { timeout: 5_000 });
  const closedAfter = Date.now() - shownAt;
  expect(closedAfter).toBeGreaterThanOrEqual(4_000);
  expect(closedAfter).toBeLessThan(8_000);
});

test('on a wide screen toasts sit at the bottom right, at most 420 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await signUpThroughTheDialog(page);
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
  await signUpThroughTheDialog(page);
  const toast = toasts(page);
  await expect(toast).toBeVisible();

  const box = (await toast.boundingBox())!;
  expect(box.y).toBeLessThan(96);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
});

test('F8 moves keyboard focus to the toast viewport, which is at most 420 px wide', async ({ page }) => {
  await page.goto('/');
  await signUpThroughTheDialog(page);
  await expect(toasts(page)).toBeVisible();

  await page.keyboard.press('F8');

  await expect.poll(() => notifications(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);
  const focusedWidth = await page.evaluate(() => document.activeElement!.getBoundingClientRect().width);
  expect(focusedWidth).toBeGreaterThan(0);
  expect(focusedWidth).toBeLessThanOrEqual(420);
});
