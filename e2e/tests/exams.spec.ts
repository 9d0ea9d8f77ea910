import { expect, test, type Page } from './support/test';
import { seriousViolations, type AxeFinding } from './support/axe';
import { firstDocumentPreview } from './support/documents';

/** The exams remote against the production build: every page, prices to checkout, documents behind sign-up, axe. */

/** `documents`: the page lists study documents (real ones, from the built index). */
const pages: { path: string; heading: string; content: string; documents?: true }[] = [
  { path: '/exams', heading: 'Nursing Exam Preparation', content: 'Kaplan Nursing Admission Test' },
  { path: '/exams/ged', heading: 'GED Preparation', content: 'Reasoning Through Language Arts' },
  { path: '/exams/hesi', heading: 'HESI A2 Exam Preparation', content: '3,000+', documents: true },
  { path: '/exams/teas', heading: 'ATI TEAS 7 Exam Preparation', content: '38 questions in 57 minutes', documents: true },
  { path: '/exams/nclex', heading: 'NCLEX-RN Exam Preparation', content: 'between 85 and 150 questions', documents: true },
  { path: '/exams/ati', heading: 'ATI Exam Preparation', content: 'Comprehensive Predictor' },
  { path: '/exams/gre', heading: 'GRE Preparation for Nursing', content: 'Analytical Writing' },
  { path: '/exams/kaplan', heading: 'Kaplan Nursing Admission Test Preparation', content: '91 questions' },
  { path: '/exams/cna', heading: 'CNA Certification Exam Preparation', content: 'Skills evaluation' },
  { path: '/exams/net', heading: 'NET Exam Preparation', content: 'Essential Math Skills' },
  { path: '/exams/psb-hoae', heading: 'PSB HOAE Exam Preparation', content: 'Vocational Adjustment Index' },
  { path: '/exams/nln-pax', heading: 'NLN PAX Exam Preparation', content: 'Verbal Ability' },
  { path: '/exams/nclex-pn', heading: 'NCLEX-PN Exam Preparation', content: 'Coordinated care' },
  { path: '/exams/coursework', heading: 'Nursing Coursework Support', content: 'Clinical Skills Support' },
  { path: '/exams/coursework/pharmacology', heading: 'Pharmacology', content: 'Anticoagulants', documents: true },
  { path: '/exams/coursework/med-surg', heading: 'Medical-Surgical Nursing', content: 'Heart failure', documents: true },
  { path: '/exams/coursework/pathophysiology', heading: 'Pathophysiology', content: 'Acid-base balance', documents: true },
  { path: '/exams/coursework/mental-health', heading: 'Mental Health Nursing', content: 'Therapeutic communication', documents: true },
  { path: '/exams/coursework/fundamentals', heading: 'Fundamentals of Nursing', content: 'The nursing process', documents: true },
];

function heading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

test('every exam and subject page renders its content, and the nclex-rn and psb aliases redirect', async ({ page }) => {
  test.setTimeout(120_000);
  for (const { path, heading: title, content, documents } of pages) {
    await page.goto(path);
    await expect(heading(page), path).toHaveText(title);
    await expect(page.getByRole('main'), path).toContainText(content);
    if (documents) await expect(page.getByRole('button', { name: /^Preview: / }).first(), path).toBeVisible();
  }
  // The listing's cards come from GET /api/exam-types and lead to the pages.
  await page.goto('/exams');
  await page.getByRole('link', { name: 'View Materials for NCLEX-RN' }).click();
  await expect(heading(page)).toHaveText('NCLEX-RN Exam Preparation');

  await page.goto('/exams/nclex-rn');
  await expect(page).toHaveURL('/exams/nclex');
  await expect(heading(page)).toHaveText('NCLEX-RN Exam Preparation');
  await page.goto('/exams/psb');
  await expect(page).toHaveURL('/exams/psb-hoae');
  await expect(heading(page)).toHaveText('PSB HOAE Exam Preparation');
});

test('price buttons reach the checkout with the right package and amount; Book a Tutor opens the booking form for the exam', async ({ page }) => {
  const orderSummary = page.getByRole('region', { name: 'Order Summary' });

  await page.goto('/exams/gre');
  await page.getByRole('complementary', { name: 'GRE Packages' }).getByRole('link', { name: /^Choose Premium/ }).click();
  await expect(page).toHaveURL('/payment?package=gre-premium');
  await expect(orderSummary).toContainText('GRE Premium Package');
  await expect(orderSummary).toContainText('$499');

  await page.goto('/exams/cna');
  await page.getByRole('complementary', { name: 'CNA Packages' }).getByRole('link', { name: /^Get Started/ }).click();
  await expect(page).toHaveURL('/payment?package=cna-self-study');
  await expect(orderSummary).toContainText('CNA Self-Study Package');
  await expect(orderSummary).toContainText('$250');

  await page.goto('/exams/ati');
  await page.getByRole('complementary', { name: 'ATI Packages' }).getByRole('link', { name: /^Book a Tutor/ }).click();
  await expect(page).toHaveURL('/booking?service=tutoring&exam=ATI');
  await expect(heading(page)).not.toHaveText('404 Page Not Found');
});

test('a visitor previews a document and meets the sign-up prompt; after signing up, the download is a PDF named after its title', async ({ page }) => {
  await page.goto('/exams/hesi');
  const premium = page.getByRole('region', { name: 'HESI Premium Documents' });
  const { preview, title, dialog } = await firstDocumentPreview(page, premium);
  await preview.click();

  await expect(dialog).toContainText('Create a free account to download');
  await expect(dialog.getByRole('link', { name: /^Download/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: `Sign up to download: ${title}` }).click();

  const signUp = page.getByRole('dialog', { name: 'Create Your Account' });
  const username = `exams_${test.info().workerIndex}_${Date.now().toString(36)}`;
  await signUp.getByRole('textbox', { name: 'First Name' }).fill('Mary');
  await signUp.getByRole('textbox', { name: 'Last Name' }).fill('Seacole');
  await signUp.getByRole('textbox', { name: 'Username' }).fill(username);
  await signUp.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
  await signUp.getByLabel(/^Password/).fill('secret-pass-1');
  await signUp.getByLabel(/^Confirm Password/).fill('secret-pass-1');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp).toBeHidden();

  // The same preview now offers the file.
  const download = dialog.getByRole('link', { name: `Download PDF: ${title}` });
  await expect(download).toBeVisible();
  const href = (await download.getAttribute('href'))!;
  expect(href).toMatch(/^\/attached_assets\/[a-z0-9-]+\.pdf$/);
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect(response.headers()['content-disposition']).toContain(`filename="${title}.pdf"`);
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

// One axe run per page (every rule; the WCAG A/AA rules are among them), pages split in two halves per width so
// the two workers share them.
const halves = [pages.slice(0, 10), pages.slice(10)];

for (const width of [1280, 375]) {
  halves.forEach((half, index) => {
    test(`no serious or critical axe violation on the exam and subject pages at ${width} px (part ${index + 1})`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      const found: AxeFinding[] = [];
      for (const { path, heading: title } of half) {
        await page.goto(path);
        await expect(heading(page), path).toHaveText(title);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // Lists that come from the server have arrived.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        found.push(...(await seriousViolations(page, path)));
      }
      expect(found).toEqual([]);
    });
  });
}
