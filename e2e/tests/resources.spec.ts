import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { wcagAndSeriousViolations } from './support/axe';

test('an article opens from the hub, the hub search opens the filtered blog, and category filters clear', async ({ page }) => {
  await page.goto('/resources');
  const latest = page.getByRole('region', { name: 'Latest Articles' });
  await expect(latest.getByRole('heading', { level: 3 })).toHaveCount(3);
  await latest.getByRole('link', { name: 'How to Pass the ATI TEAS 7 on Your First Try', exact: true }).click();
  await expect(page).toHaveURL(/\/resources\/blog\/how-to-pass-teas-7$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Pass the ATI TEAS 7 on Your First Try');
  await expect(page.getByText('8 min read').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page).toHaveTitle('How to Pass the ATI TEAS 7 on Your First Try | NursePrep Academy');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/resources\/blog\/how-to-pass-teas-7$/);

  await page.goto('/resources');
  await page.getByRole('search', { name: 'Search articles' }).getByRole('searchbox').fill('pharmacology');
  await page.getByRole('search', { name: 'Search articles' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/resources\/blog\?q=pharmacology$/);
  const articles = page.getByRole('list', { name: 'Articles' });
  await expect(articles.getByRole('heading', { level: 3 })).toHaveText(['Pharmacology Memory Techniques for Nursing Students']);

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('hesi a2');
  await expect(page).toHaveURL(/\/resources\/blog\?category=hesi\+a2$/);
  await expect(articles.getByRole('heading', { level: 3 })).toHaveText(['HESI A2 vs. TEAS: Which Exam Should You Take?']);
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('astrology');
  await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(articles.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(page).toHaveURL(/\/resources\/blog$/);
});

test('the newsletter box sends a subscription and asks the person to confirm it', async ({ page }) => {
  await page.goto('/resources/blog');
  await page.getByRole('textbox', { name: 'Email address' }).fill(`reader-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('One more step')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
});

test('each of the six free PDFs on the hub downloads as a PDF', async ({ page }) => {
  await page.goto('/resources');
  const free = page.getByRole('region', { name: 'Free Printable Resources' });
  const links = free.getByRole('link', { name: /download/i });
  await expect(links).toHaveCount(6);
  for (let index = 0; index < 6; index += 1) {
    const [download] = await Promise.all([page.waitForEvent('download'), links.nth(index).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });
    for (const path of ['/resources', '/resources/blog', '/resources/blog/how-to-pass-teas-7']) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        // Nothing wider than the screen: wide tables scroll inside their own box.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        const { wcag, serious } = await wcagAndSeriousViolations(page, path);
        expect(wcag, 'WCAG 2 A/AA violations').toEqual([]);
        expect(serious, 'serious or critical violations').toEqual([]);
      });
    }
  });
}
