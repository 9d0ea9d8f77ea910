import { expect, test } from './support/test';

/** Every route the site serves. */
const routes = [
  '/',
  '/about',
  '/services',
  '/tutoring',
  '/tutors',
  '/contact',
  '/booking',
  '/resources',
  '/resources/blog',
  '/resources/blog/how-to-pass-teas-7',
  '/resources/blog/hesi-vs-teas',
  '/resources/blog/nursing-school-study-habits',
  '/resources/blog/mastering-nclex-rn',
  '/resources/blog/pharmacology-memory-techniques',
  '/resources/blog/clinical-skills-mastery',
  '/privacy',
  '/terms',
  '/accessibility',
  '/exams',
  '/exams/ged',
  '/exams/hesi',
  '/exams/teas',
  '/exams/nclex',
  '/exams/ati',
  '/exams/gre',
  '/exams/kaplan',
  '/exams/cna',
  '/exams/coursework',
  '/exams/coursework/pharmacology',
  '/exams/coursework/med-surg',
  '/exams/coursework/pathophysiology',
  '/exams/coursework/mental-health',
  '/exams/coursework/fundamentals',
  '/schools',
  '/schools/chamberlain',
  '/schools/walden',
  '/schools/grand-canyon',
  '/schools/phoenix',
  '/schools/chatham',
  '/payment',
  '/marketing',
];

/** Headings that must match word for word. */
const exactHeadings: Record<string, string> = {
  '/exams': 'Nursing Exam Preparation',
  '/schools': 'Nursing School Resources',
  '/booking': 'Book Your Custom Service',
  // Staff-only: a visitor gets the shell's sign-in screen (e2e/tests/staff-dashboard.spec.ts signs in).
  '/marketing': 'Staff sign-in',
  '/resources/blog/how-to-pass-teas-7': 'How to Pass the ATI TEAS 7 on Your First Try',
  '/resources/blog/hesi-vs-teas': 'HESI A2 vs. TEAS: Which Exam Should You Take?',
  '/resources/blog/nursing-school-study-habits': '10 Essential Study Habits for Nursing School Success',
};

/** A title that names the page as well as the brand, e.g. "Payment | NursePrep Academy". */
const pageTitle = /^(?!NursePrep Academy$).*\S.*NursePrep Academy/;

for (const route of routes) {
  test(`${route} answers 200 and shows its page heading and a page title`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);

    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText('404 Page Not Found');
    await expect(heading).not.toHaveText('This section could not be loaded');
    const expected = exactHeadings[route];
    if (expected !== undefined) await expect(heading).toHaveText(expected);

    await expect(page).toHaveTitle(pageTitle);
  });
}

test('an unknown path answers 404 and shows the not-found screen naming the path', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByRole('main')).toContainText('/no-such-page');
  await expect(page).toHaveTitle(/NursePrep Academy/);
});

for (const path of ['/exams/no-such-exam', '/schools/hogwarts', '/resources/blog/not-an-article', '/exams/coursework/astrology', '/exams/teas/flashcards/no-such-deck']) {
  test(`an unknown slug (${path}) answers 404 and shows the not-found screen naming the path`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByRole('main')).toContainText(path);
  });
}
