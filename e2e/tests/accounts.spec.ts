import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { wcagTags } from './support/axe';

/** Accounts through the shell's dialogs, against the real server and its database. */

const PASSWORD = 'secret-pass-1';

/** A username no other test (or earlier run against the same database) has taken. */
function uniqueUsername(prefix: string): string {
  return `${prefix}_${test.info().workerIndex}_${Date.now().toString(36)}`;
}

function notifications(page: Page) {
  return page.getByRole('region', { name: /notifications/i });
}

/** Closes the shown toast: on phones toasts sit at the top, over the header's menu button. */
async function closeToast(page: Page) {
  await notifications(page).getByRole('button', { name: /close/i }).click();
  await expect(notifications(page).getByRole('status').or(notifications(page).getByRole('alert'))).toHaveCount(0);
}

/** Clicks a header account control, opening the mobile menu first when the controls sit in it. */
async function chooseInHeader(page: Page, control: 'Sign in' | 'Get Started' | 'Sign out') {
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: /menu/i });
  if (await toggle.isVisible()) await toggle.click();
  await banner.getByRole('button', { name: control, exact: true }).click();
}

/** What the header says about the account, read with the mobile menu open when there is one. */
async function expectHeaderShowsUser(page: Page, firstName: string) {
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: /menu/i });
  if (await toggle.isVisible()) await toggle.click();
  // "Signed in as" is there for screen readers; the name is what shows.
  await expect(banner.getByText(`Signed in as ${firstName}`)).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Get Started' })).toHaveCount(0);
  if (await toggle.isVisible()) await toggle.click();
}

async function fillSignUp(page: Page, values: { firstName: string; lastName: string; username: string; email: string; password: string; confirmPassword: string }) {
  const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
  await dialog.getByRole('textbox', { name: 'First Name' }).fill(values.firstName);
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill(values.lastName);
  await dialog.getByRole('textbox', { name: 'Username' }).fill(values.username);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(values.email);
  await dialog.getByLabel(/^Password/).fill(values.password);
  await dialog.getByLabel(/^Confirm Password/).fill(values.confirmPassword);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });

    test('sign up, stay signed in across a reload, sign out, and sign in again', async ({ page }) => {
      const username = uniqueUsername('ada');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await chooseInHeader(page, 'Get Started');
      const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
      await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeFocused();
      await expect(dialog.getByRole('combobox', { name: 'Exam You Are Preparing For' })).toHaveValue('TEAS');
      await fillSignUp(page, { firstName: 'Ada', lastName: 'Lovelace', username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD });
      await dialog.getByRole('combobox', { name: 'Exam You Are Preparing For' }).selectOption('NCLEX');
      await dialog.getByRole('button', { name: 'Create Account' }).click();

      const welcome = notifications(page).getByRole('status');
      await expect(welcome).toContainText('Account Created Successfully!');
      await expect(welcome).toContainText('Welcome to NursePrep Academy! You can now access exclusive study materials.');
      await expect(dialog).toHaveCount(0);
      await closeToast(page);
      await expectHeaderShowsUser(page, 'Ada');

      // The session cookie survives a reload.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectHeaderShowsUser(page, 'Ada');

      await chooseInHeader(page, 'Sign out');
      await expect(notifications(page).getByRole('status')).toContainText('Signed out');
      await closeToast(page);
      const banner = page.getByRole('banner');
      const toggle = banner.getByRole('button', { name: /menu/i });
      if (await toggle.isVisible()) await toggle.click();
      await expect(banner.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(banner.getByText('Signed in as Ada')).toHaveCount(0);
      if (await toggle.isVisible()) await toggle.click();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (await toggle.isVisible()) await toggle.click();
      await expect(banner.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      if (await toggle.isVisible()) await toggle.click();

      await chooseInHeader(page, 'Sign in');
      const signIn = page.getByRole('dialog', { name: 'Sign In' });
      await signIn.getByRole('textbox', { name: 'Username or Email' }).fill(`${username}@example.com`);
      await signIn.getByLabel(/^Password/).fill(PASSWORD);
      await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
      const welcomeBack = notifications(page).getByRole('status');
      await expect(welcomeBack).toContainText('Welcome back!');
      await expect(welcomeBack).toContainText('Ada');
      await expect(signIn).toHaveCount(0);
      await closeToast(page);
      await expectHeaderShowsUser(page, 'Ada');
    });
  });
}

test('a taken username shows Signup Failed with the server message, also under Username', async ({ page, request }) => {
  const username = uniqueUsername('taken');
  const created = await request.post('/api/auth/signup', {
    data: { firstName: 'Grace', lastName: 'Hopper', username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(created.status()).toBe(201);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await chooseInHeader(page, 'Get Started');
  await fillSignUp(page, { firstName: 'Grace', lastName: 'Hopper', username, email: `other_${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD });
  const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  const alert = notifications(page).getByRole('alert');
  await expect(alert).toContainText('Signup Failed');
  await expect(alert).toContainText('Username is already taken');
  const usernameField = dialog.getByRole('textbox', { name: 'Username' });
  await expect(usernameField).toHaveAttribute('aria-invalid', 'true');
  await expect(usernameField).toHaveAccessibleDescription('Username is already taken');
  await expect(usernameField).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Create Account' })).toBeEnabled();
});

test('wrong credentials show Sign In Failed with the server message', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await chooseInHeader(page, 'Sign in');
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('textbox', { name: 'Username or Email' }).fill(uniqueUsername('nobody'));
  await dialog.getByLabel(/^Password/).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();

  const alert = notifications(page).getByRole('alert');
  await expect(alert).toContainText('Sign In Failed');
  await expect(alert).toContainText('Invalid username or password');
  await expect(dialog).toBeVisible();
});

test('the sign-up validation messages show under their fields and go when corrected', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await chooseInHeader(page, 'Get Started');
  const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  await expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveAccessibleDescription('First name is required');
  await expect(dialog.getByRole('textbox', { name: 'Last Name' })).toHaveAccessibleDescription('Last name is required');
  await expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('Username must be at least 3 characters');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(dialog.getByLabel(/^Password/)).toHaveAccessibleDescription('Password must be at least 8 characters');
  await expect(dialog.getByRole('textbox', { name: 'First Name' })).toBeFocused();

  await dialog.getByLabel(/^Password/).fill(PASSWORD);
  await dialog.getByLabel(/^Confirm Password/).fill('something-else');
  await expect(dialog.getByLabel(/^Confirm Password/)).toHaveAccessibleDescription("Passwords don't match");
  await dialog.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await expect(dialog.getByText("Passwords don't match")).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Username' }).fill('ab');
  await expect(dialog.getByText('Username must be at least 3 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Username' }).fill('abc');
  await expect(dialog.getByText('Username must be at least 3 characters')).toHaveCount(0);
});

test('the dialogs close on Escape, return focus to the header, and switch between each other', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const getStarted = page.getByRole('banner').getByRole('button', { name: 'Get Started' });
  await getStarted.click();
  const signUp = page.getByRole('dialog', { name: 'Create Your Account' });
  await expect(signUp.getByRole('textbox', { name: 'First Name' })).toBeFocused();

  await signUp.getByRole('button', { name: 'Sign in', exact: true }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign In' });
  await expect(signIn.getByRole('textbox', { name: 'Username or Email' })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(getStarted).toBeFocused();
});

test('the open sign-up dialog, showing its errors, has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await chooseInHeader(page, 'Get Started');
  const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await page.waitForTimeout(300);

  const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(wcagTags).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
