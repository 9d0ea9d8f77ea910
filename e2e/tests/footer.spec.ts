import { expect, test, type Page } from './support/test';

interface SiteSettings {
  email: string;
  phone: string;
  whatsappNumber: string;
  socialLinks: { network: string; url: string }[];
}

/** The deployment's contact details and social links, as the server hands them to the shell. */
async function siteSettings(page: Page): Promise<SiteSettings> {
  const response = await page.request.get('/api/site-config');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { settings: SiteSettings }).settings;
}

/** The footer's link groups, in order. */
const linkGroups = [
  { name: 'Exam Prep', hrefs: ['/exams/teas', '/exams/hesi', '/exams/gre', '/exams/kaplan', '/exams/ged', '/exams/cna', '/exams/ati'] },
  {
    name: 'Nursing Schools',
    hrefs: ['/schools/chamberlain', '/schools/walden', '/schools/grand-canyon', '/schools/phoenix', '/schools/chatham', '/schools/umgc', '/schools'],
  },
  { name: 'Company', hrefs: ['/about', '/services', '/tutors', '/#testimonials', '/resources/blog', '/contact'] },
];
const legalHrefs = ['/privacy', '/terms', '/accessibility'];

async function footerHrefs(page: Page): Promise<string[]> {
  return page
    .getByRole('contentinfo')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

for (const path of ['/', '/about', '/exams/teas', '/schools/walden', '/payment', '/marketing', '/no-such-page']) {
  test(`${path} shows the site footer`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.locator('a[href="/exams/teas"]')).toBeVisible();
    await expect(footer.locator('a[href="/privacy"]')).toBeVisible();
  });
}

test('the footer has five social links, the three link groups in order and the legal row', async ({ page }) => {
  const settings = await siteSettings(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();

  expect(settings.socialLinks).toHaveLength(5);
  for (const social of settings.socialLinks) {
    const link = footer.locator(`a[href="${social.url}"]`);
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAccessibleName(new RegExp(social.network === 'x' ? '\\bX\\b|Twitter' : social.network, 'i'));
  }

  const hrefs = await footerHrefs(page);
  for (const group of linkGroups) {
    await expect(footer.getByText(group.name, { exact: true })).toBeVisible();
    const start = hrefs.indexOf(group.hrefs[0]!);
    expect(start, `${group.name} starts with ${group.hrefs[0]}`).toBeGreaterThanOrEqual(0);
    expect(hrefs.slice(start, start + group.hrefs.length), `${group.name} links in order`).toEqual(group.hrefs);
  }
  for (const href of legalHrefs) {
    await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
  }
});

test('the footer shows email, phone and WhatsApp contacts and a copyright with the current year', async ({ page }) => {
  const settings = await siteSettings(page);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  await expect(footer.locator(`a[href="mailto:${settings.email}"]`)).toBeVisible();
  await expect(footer.locator(`a[href="mailto:${settings.email}"]`)).toContainText(settings.email);
  const phoneDigits = settings.phone.replace(/\D/g, '');
  const phoneLink = footer.locator('a[href^="tel:"]');
  await expect(phoneLink).toBeVisible();
  expect((await phoneLink.getAttribute('href'))!.replace(/\D/g, '')).toContain(phoneDigits);
  await expect(footer.locator(`a[href^="https://wa.me/${settings.whatsappNumber}"]`).first()).toBeVisible();

  const year = new Date().getFullYear();
  await expect(footer.getByText(new RegExp(`(©|Copyright).*${year}|${year}.*(©|Copyright)`))).toBeVisible();
});

test('every internal footer link opens a page of the site, never the not-found screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const internal = [...new Set((await footerHrefs(page)).filter((href) => href.startsWith('/')))];
  expect(internal).toEqual(expect.arrayContaining([...linkGroups.flatMap((group) => group.hrefs), ...legalHrefs]));

  for (const href of internal) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading, href).toBeVisible();
    await expect(heading, href).not.toHaveText('404 Page Not Found');
  }
});
