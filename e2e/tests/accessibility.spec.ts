import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

/** WCAG 2.x level A and AA rules: the site's conformance target. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

function describeViolations(violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown }[] }[]) {
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5),
  }));
}

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

        const wcag = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        expect(describeViolations(wcag.violations), 'WCAG 2 A/AA violations').toEqual([]);

        const all = await new AxeBuilder({ page }).analyze();
        const serious = all.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
        expect(describeViolations(serious), 'serious or critical best-practice violations').toEqual([]);
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

    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    expect(describeViolations(results.violations)).toEqual([]);
  });
});
