import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';

/** The schools remote against the production build: directory, the 14 pages, files, checkout, axe. */

const schoolPages = [
  ['arizona-state', 'Arizona State University Nursing Resources'],
  ['capella', 'Capella University Nursing Resources'],
  ['chamberlain', 'Chamberlain University Nursing Resources'],
  ['chatham', 'Chatham University Nursing Resources'],
  ['duke', 'Duke University Nursing Resources'],
  ['excelsior', 'Excelsior University Nursing Resources'],
  ['grand-canyon', 'Grand Canyon University Nursing Resources'],
  ['johns-hopkins', 'Johns Hopkins University Nursing Resources'],
  ['kaplan', 'Kaplan University Nursing Resources'],
  ['liberty', 'Liberty University Nursing Resources'],
  ['phoenix', 'University of Phoenix Nursing Resources'],
  ['snhu', 'Southern New Hampshire University Nursing Resources'],
  ['umgc', 'University of Maryland Global Campus Nursing Resources'],
  ['walden', 'Walden University Nursing Resources'],
] as const;

function schoolCards(page: Page) {
  return page.getByRole('list', { name: 'Schools' }).getByRole('heading', { level: 3 });
}

/** True when the element's top edge is inside the viewport (below the sticky header). */
async function isScrolledTo(page: Page, id: string): Promise<boolean> {
  return page.evaluate((target) => {
    const top = document.getElementById(target)!.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  }, id);
}

test('the directory filters by name and letter together, keeps both in the URL, and clears them', async ({ page }) => {
  await page.goto('/schools');
  await expect(page.getByRole('heading', { level: 1, name: 'Nursing School Resources' })).toBeVisible();
  await expect(schoolCards(page)).toHaveCount(14);
  await expect(page.getByText('Search above or click on any letter to browse nursing schools alphabetically')).toBeVisible();

  const letters = page.getByRole('group', { name: 'Filter schools by first letter' });
  await expect(letters.getByRole('link', { name: 'B', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await letters.getByRole('link', { name: 'C', exact: true }).click();
  await expect(page.getByText('Showing 3 schools starting with C')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search schools by name' }).fill('CHAT');
  await expect(page.getByText('Showing 1 school starting with C matching "CHAT"')).toBeVisible();
  await expect(schoolCards(page)).toHaveText(['Chatham University']);
  await expect(page).toHaveURL(/\/schools\?(?=.*letter=C)(?=.*q=CHAT)/);

  // A shared or reloaded link shows the same list.
  await page.reload();
  await expect(schoolCards(page)).toHaveText(['Chatham University']);
  await page.getByRole('searchbox', { name: 'Search schools by name' }).fill('zzz');
  await expect(page.getByText('No schools found matching your criteria')).toBeVisible();
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(schoolCards(page)).toHaveCount(14);
  await expect(page).toHaveURL(/\/schools$/);

  await page.getByRole('link', { name: 'View Resources for Walden University' }).click();
  await expect(page).toHaveURL('/schools/walden');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Walden University Nursing Resources');
});

test('every school page renders its heading, the independence note and the tutoring link', async ({ page }) => {
  for (const [slug, title] of schoolPages) {
    await page.goto(`/schools/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('note')).toContainText('We are an independent tutoring service, not affiliated with');
    await expect(page.getByRole('link', { name: /^Request (Walden )?Tutoring( Support)?$/ })).toHaveAttribute('href', `/booking?service=tutoring&school=${slug}`);
    expect(await page.title()).toBe(`${title} | NursePrep Academy`);
  }
});

test('course anchors land on their sections: by click (focus moves there) and by a shared link', async ({ page }) => {
  await page.goto('/schools/chamberlain');
  const nav = page.getByRole('navigation', { name: 'Chamberlain courses on this page' });
  for (const [label, id] of [['NR-450', 'nr-450'], ['NR-341', 'nr-341'], ['NR-293 Pharmacology', 'nr-293']] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page.locator(`#${id}`)).toBeFocused();
    await expect(page).toHaveURL(`/schools/chamberlain#${id}`);
    expect(await isScrolledTo(page, id)).toBe(true);
  }
  await expect(page.getByRole('tab', { name: 'Study Guides' })).toHaveAttribute('aria-selected', 'true');

  for (const id of ['msncore', 'fnp', 'dnp', 'research', 'writing']) {
    await page.goto(`/schools/walden#${id}`);
    await expect(page.locator(`#${id}`)).toBeVisible();
    await expect.poll(() => isScrolledTo(page, id)).toBe(true);
  }
});

test('each sidebar package reaches the checkout at its price', async ({ page }) => {
  for (const [slug, link, name, price] of [
    ['grand-canyon', 'Get the Grand Canyon Study Bundle', 'Grand Canyon Study Bundle', '$129'],
    ['phoenix', 'Get the Phoenix Online Success Package', 'Phoenix Online Success Package', '$119'],
    ['chatham', 'Book Chatham Tutoring', 'Chatham Tutoring', '$70'],
  ]) {
    await page.goto(`/schools/${slug}`);
    await page.getByRole('complementary').getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(/\/payment\?package=/);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText(name!);
    await expect(summary).toContainText(price!);
  }
  await page.goto('/schools/grand-canyon');
  await page.getByRole('link', { name: 'Contact an Advisor' }).click();
  await expect(page).toHaveURL('/contact');
});

interface IndexEntry {
  id: string;
  url: string;
  fileName: string;
  format: 'pdf' | 'docx';
}

test('a signed-in student downloads a school PDF and a Word template, with the right type and name', async ({ page }) => {
  const username = `schools_${test.info().workerIndex}_${Date.now().toString(36)}`;
  const created = await page.request.post('/api/auth/signup', {
    data: { firstName: 'Mary', lastName: 'Seacole', username, email: `${username}@example.com`, password: 'secret-pass-1', confirmPassword: 'secret-pass-1' },
  });
  expect(created.status()).toBe(201);

  const index = (await (await page.request.get('/api/documents?school=walden&section=writing')).json()) as IndexEntry[];
  const pdf = index.find((entry) => entry.format === 'pdf')!;
  const docx = index.find((entry) => entry.format === 'docx')!;
  expect(pdf).toBeDefined();
  expect(docx).toBeDefined();

  await page.goto('/schools/walden#writing');
  const writing = page.locator('#writing');
  for (const [entry, contentType] of [
    [pdf, 'application/pdf'],
    [docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ] as const) {
    const link = writing.locator(`a[href="${entry.url}"]`).first();
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(entry.fileName);
    const response = await page.request.get(entry.url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain(contentType);
    const bytes = await response.body();
    // A PDF starts with %PDF; a .docx is a zip (PK).
    expect(bytes.subarray(0, 4).toString('latin1')).toBe(entry.format === 'pdf' ? '%PDF' : 'PK\u0003\u0004');
  }
});

/** WCAG 2 A/AA and every serious or critical best-practice rule. */

for (const width of [1280, 375]) {
  test(`the directory and the 14 school pages have no serious or critical axe violations and fit ${width} px`, async ({ page }) => {
    // Fifteen long pages, each loaded and audited, while other suites share the two cores.
    test.setTimeout(480_000);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    for (const path of ['/schools', ...schoolPages.map(([slug]) => `/schools/${slug}`)]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await seriousViolations(page), path).toEqual([]);
      // Nothing wider than the screen: no sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
  });
}
