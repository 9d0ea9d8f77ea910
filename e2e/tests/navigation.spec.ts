import { expect, test, type Page } from './support/test';

/** Header navigation, in order. */
const navigationItems = [
  { name: 'Home', href: '/' },
  { name: 'About', href: '/about' },
  { name: 'Services', href: '/services' },
  { name: 'Exam Prep', href: '/exams' },
  { name: 'Nursing Schools', href: '/schools' },
  { name: 'Resources', href: '/resources' },
  { name: 'Tutoring', href: '/tutoring' },
  { name: 'Book Service', href: '/booking' },
];

function headerNavigation(page: Page) {
  return page.getByRole('banner').getByRole('navigation');
}

async function waitForPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the header lists the eight navigation items with their paths', async ({ page }) => {
  await page.goto('/');
  await waitForPage(page);

  const links = headerNavigation(page).getByRole('link');
  await expect(links).toHaveText(navigationItems.map((item) => item.name));
  for (const item of navigationItems) {
    await expect(headerNavigation(page).getByRole('link', { name: item.name, exact: true })).toHaveAttribute('href', item.href);
  }
});

const activeCases = [
  { path: '/', active: 'Home' },
  { path: '/exams/teas', active: 'Exam Prep' },
  { path: '/schools/walden', active: 'Nursing Schools' },
  { path: '/about', active: 'About' },
];

for (const { path, active } of activeCases) {
  test(`on ${path} only "${active}" is marked as the current page`, async ({ page }) => {
    await page.goto(path);
    await waitForPage(page);

    const navigation = headerNavigation(page);
    await expect(navigation.getByRole('link', { name: active, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(navigation.locator('a[aria-current="page"]')).toHaveCount(1);
  });
}

test('choosing a header link navigates without reloading the page and starts at the top', async ({ page }) => {
  // A short window so that the page scrolls.
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  await waitForPage(page);
  await page.evaluate(() => {
    (window as Window & { e2eMarker?: string }).e2eMarker = 'same document';
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // A DOM click: Playwright's own click would scroll the link into view first.
  await headerNavigation(page)
    .getByRole('link', { name: 'Exam Prep', exact: true })
    .evaluate((link: HTMLElement) => link.click());

  await expect(page).toHaveURL('/exams');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nursing Exam Preparation');
  expect(await page.evaluate(() => (window as Window & { e2eMarker?: string }).e2eMarker)).toBe('same document');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu toggle opens the menu, and choosing a link navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nursing Schools', exact: true })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const schoolsLink = page.getByRole('banner').getByRole('link', { name: 'Nursing Schools', exact: true });
    await expect(schoolsLink).toBeVisible();
    await schoolsLink.click();

    await expect(page).toHaveURL('/schools');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nursing School Resources');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nursing Schools', exact: true })).toBeHidden();
  });

  test('the menu toggle closes the open menu again', async ({ page }) => {
    await page.goto('/about');
    await waitForPage(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: /menu/i });

    await toggle.click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tutoring', exact: true })).toBeVisible();
    await toggle.click();

    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Tutoring', exact: true })).toBeHidden();
    await expect(page).toHaveURL('/about');
  });
});

for (const { url, path, id } of [
  { url: '/#testimonials', path: '/', id: 'testimonials' },
  { url: '/exams/coursework#clinical', path: '/exams/coursework', id: 'clinical' },
]) {
  test(`${url} opens its page scrolled to its #${id} section`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText('404 Page Not Found');
    expect(new URL(page.url()).pathname).toBe(path);

    const anchor = page.locator(`[id="${id}"]`);
    await expect(anchor).toHaveCount(1);
    await expect(anchor).toBeInViewport();
    await expect(anchor.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
}

test('the footer link to the success stories scrolls to them from another page', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').locator('a[href="/#testimonials"]').click();
  await expect(page).toHaveURL(/\/#testimonials$/);
  await expect(page.locator('#testimonials')).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Student Success Stories' })).toBeVisible();
});
