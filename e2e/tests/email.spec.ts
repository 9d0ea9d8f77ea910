import { expect, test, type Page } from './support/test';
import { linkInMail, waitForMail } from './support/mailbox';

/** What the site sends by email, read from the mail the real server wrote (no SMTP server: .eml files). */

const OLD_PASSWORD = 'first passphrase 1';
const NEW_PASSWORD = 'second passphrase 2';

function uniqueName(prefix: string): string {
  return `${prefix}_${test.info().workerIndex}_${Date.now().toString(36)}`;
}

async function pressAndExpect(page: Page, button: string, outcome: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('status').filter({ hasText: outcome })).toBeVisible();
}

test('forgot password: verify the email, ask for a link, set a new password, and the old session ends', async ({ page, request, baseURL }) => {
  const username = uniqueName('reset');
  const email = `${username}@example.com`;
  // The "old" session: another device, signed in since sign-up.
  const signUp = await request.post('/api/auth/signup', {
    data: { firstName: 'Rosa', lastName: 'Reset', username, email, password: OLD_PASSWORD, confirmPassword: OLD_PASSWORD },
  });
  expect(signUp.status()).toBe(201);
  expect(((await (await request.get('/api/auth/user')).json()) as { username: string }).username).toBe(username);

  // Verification unlocks reset by email: follow the link sent at sign-up.
  const verification = await waitForMail(baseURL!, email, /verify/i);
  await page.goto(linkInMail(verification, '/account/verify-email'));
  await pressAndExpect(page, 'Verify My Email', 'Your email is verified');

  // Forgot password, from the sign-in dialog.
  await page.goto('/');
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: /menu/i });
  if (await toggle.isVisible()) await toggle.click();
  await banner.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Forgot your password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Reset Your Password' });
  await forgot.getByRole('textbox', { name: 'Email' }).fill(email);
  await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(forgot.getByRole('status')).toContainText('Check your email');
  await forgot.getByRole('button', { name: 'Close' }).click();

  const reset = await waitForMail(baseURL!, email, /reset/i);
  await page.goto(linkInMail(reset, '/account/reset-password'));
  await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
  await pressAndExpect(page, 'Set New Password', 'Your password is changed');
  await expect(page).toHaveURL(/\/account\/reset-password$/);

  // This browser is signed in; the other device is not any more; the old password no longer works.
  await page.goto('/my-study');
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Email verified')).toBeVisible();
  expect(await (await request.get('/api/auth/user')).json()).toBeNull();
  expect((await request.post('/api/auth/login', { data: { username, password: OLD_PASSWORD } })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { username, password: NEW_PASSWORD } })).status()).toBe(200);

  // The same link does not work twice.
  await page.goto(linkInMail(reset, '/account/reset-password'));
  await page.getByLabel(/^New Password/).fill('third passphrase 3');
  await page.getByLabel(/^Confirm New Password/).fill('third passphrase 3');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toContainText(/expired or was already used/);
});

test('sign out everywhere ends the sessions of every device', async ({ page, request }) => {
  const username = uniqueName('everywhere');
  const account = { firstName: 'Eve', lastName: 'Where', username, email: `${username}@example.com`, password: OLD_PASSWORD, confirmPassword: OLD_PASSWORD };
  expect((await request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { username, password: OLD_PASSWORD } })).status()).toBe(200);

  await page.goto('/my-study');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('region', { name: /notifications/i }).getByRole('status')).toContainText('Signed out everywhere');
  await expect(page.getByRole('heading', { name: 'Sign in to see your study history' })).toBeVisible();
  expect(await (await request.get('/api/auth/user')).json()).toBeNull();
});

test('newsletter: double opt-in, a welcome mail with one-click unsubscribe, and unsubscribing', async ({ page, baseURL }) => {
  const email = `${uniqueName('reader')}@example.com`;
  await page.goto('/resources/blog');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/check your inbox/i)).toBeVisible();

  const confirmation = await waitForMail(baseURL!, email, /confirm/i);
  await page.goto(linkInMail(confirmation, '/newsletter/confirm'));
  await pressAndExpect(page, 'Confirm Subscription', 'You are subscribed');

  const welcome = await waitForMail(baseURL!, email, /welcome/i);
  expect(welcome.headerLines).toMatch(/^List-Unsubscribe: +<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+>/im);
  expect(welcome.headerLines).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/im);
  await page.goto(linkInMail(welcome, '/newsletter/unsubscribe'));
  await pressAndExpect(page, 'Unsubscribe', 'You are unsubscribed');
});

test("a booking's confirmation mail restates the request and the WhatsApp consent", async ({ page, baseURL }) => {
  const email = `${uniqueName('booker')}@example.com`;
  await page.goto('/booking');
  const form = page.getByRole('form', { name: 'Service request' });
  await form.getByRole('combobox', { name: 'Service Type' }).selectOption('tutoring');
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Bea Booker');
  await form.getByRole('textbox', { name: 'Email Address' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+1 202 555 0147');
  await form.getByRole('combobox', { name: 'Preferred Contact Method' }).selectOption('whatsapp');
  await form.getByRole('combobox', { name: 'Urgency Level' }).selectOption('medium');
  await form.getByRole('textbox', { name: 'Detailed Description' }).fill('Two sessions on dosage calculations before my exam.');
  await form.getByRole('checkbox', { name: 'Send me updates on WhatsApp' }).check();
  await form.getByRole('button', { name: 'Submit Service Request' }).click();
  await expect(form.getByRole('status')).toContainText('Service Request Submitted!');

  const mail = await waitForMail(baseURL!, email, /.+/);
  expect(mail.text).toContain("We'll get back to you within 24 hours");
  expect(mail.text).toContain('Two sessions on dosage calculations before my exam.');
  expect(mail.text).toContain('12025550147');
  expect(mail.text).toMatch(/WhatsApp/);
  expect(mail.html).toContain('Bea Booker');
});
