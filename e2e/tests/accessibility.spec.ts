import { expect, test } from './support/test';
import { wcagAndSeriousViolations } from './support/axe';


for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 740 : 800 } });

    for (const path of ['/', '/exams', '/payment', '/schools', '/no-such-page']) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // Let entrance transitions finish so that colours are measured as a person sees them.
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300);

        const { wcag, serious } = await wcagAndSeriousViolations(page, path);
        expect(wcag, 'WCAG 2 A/AA violations').toEqual([]);
        expect(serious, 'serious or critical best-practice violations').toEqual([]);
      });
    }
  });
}

test.describe('at 375 px with the menu open', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the open mobile menu has no accessibility violations', async ({ page }) => {
    await page.goto('/exams');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book Service', exact: true })).toBeVisible();
    await page.waitForTimeout(300);

    const { wcag } = await wcagAndSeriousViolations(page, 'the open mobile menu');
    expect(wcag).toEqual([]);
  });
});
