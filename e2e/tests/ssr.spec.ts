import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';

/** Each measured route with what its first response must already hold, without any script running. */
const routes = [
  { path: '/', heading: 'Pass Your Nursing Exams with Confidence', title: 'Nursing Exam Prep, Tutoring and Study Materials | NursePrep Academy', text: 'Why Choose NursePrep Academy', jsonLd: 'Organization' },
  { path: '/payment', heading: 'Complete Your Purchase', title: 'Payment | NursePrep Academy', text: 'Order Summary', jsonLd: null },
  { path: '/exams/teas', heading: 'ATI TEAS 7 Exam Preparation', title: 'ATI TEAS 7 Exam Preparation | NursePrep Academy', text: '170', jsonLd: 'BreadcrumbList' },
  { path: '/schools/chamberlain', heading: 'Chamberlain University Nursing Resources', title: 'Chamberlain University Nursing Resources | NursePrep Academy', text: 'not affiliated', jsonLd: 'BreadcrumbList' },
  { path: '/resources/blog/how-to-pass-teas-7', heading: 'How to Pass the ATI TEAS 7 on Your First Try', title: 'How to Pass the ATI TEAS 7 on Your First Try | NursePrep Academy', text: 'Reading', jsonLd: 'Article' },
  { path: '/about', heading: 'About NursePrep Academy', title: 'About NursePrep Academy | NursePrep Academy', text: 'NursePrep Academy', jsonLd: null },
] as const;

async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    jsonLdTypes: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type']),
  }));
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`${route.path} arrives with its heading, text, title, description, canonical and structured data`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('main')).toContainText(route.text);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByText('needs JavaScript')).toHaveCount(0);
      const head = await headOf(page);
      expect(head.title).toBe(route.title);
      expect(head.ogTitle).toBe(route.title);
      expect(head.description?.length ?? 0).toBeGreaterThan(40);
      // Absolute, on the site's address (SITE_URL, set by support/api-server.ts), for this page.
      expect(head.canonical).toMatch(/^https?:\/\/[^/]+\//);
      expect(new URL(head.canonical!).pathname).toBe(route.path);
      // Nested pages carry their breadcrumb trail, the home page the Organization, an article its Article.
      if (route.jsonLd) expect(head.jsonLdTypes).toContain(route.jsonLd);
    });
  }

  test('an unknown page answers 404 with the not-found screen, marked noindex', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('404');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  });
});

test.describe('with JavaScript on', () => {
  test('the first visit asks for nothing that fails, logs no error, and hydrates the page it was sent without a second layout', async ({ page }) => {
    const failures: string[] = [];
    const errors: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const route of routes) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
    // The page's data came with the HTML: the browser did not ask for the settings or the user again.
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/exams/teas');
    expect(asked.filter((pathname) => pathname === '/api/site-config' || pathname === '/api/auth/user')).toEqual([]);
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('hydrating a page takes none of the rules the server sent out of its style sheet', async ({ page }) => {
    // A rule taken out and put back (the global styles, when they were functions of the theme) makes the browser
    // recompute the style of the whole page while it is still loading.
    await page.addInitScript(() => {
      const taken: string[] = [];
      Object.assign(window, { npRulesTaken: taken });
      const deleteRule = CSSStyleSheet.prototype.deleteRule;
      CSSStyleSheet.prototype.deleteRule = function (index: number) {
        taken.push(this.cssRules[index]?.cssText.slice(0, 60) ?? String(index));
        deleteRule.call(this, index);
      };
    });
    for (const path of ['/', '/exams/teas']) {
      await page.goto(path);
      await expect(page.locator('html[data-page-ready]')).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as { npRulesTaken: string[] }).npRulesTaken)).toEqual([]);
    }
  });

  test('every script a first visit runs is asked for with the page, none one step later', async ({ browser }) => {
    for (const route of routes) {
      // A context of its own: its cache is empty, as on a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      const boot = await page.evaluate(() => JSON.parse(document.getElementById('__NP_BOOT__')?.textContent ?? '{}') as { scripts: string[]; chunks: string[]; preload: Array<{ href: string }> });
      const listed = new Set([...boot.scripts, ...boot.chunks, ...boot.preload.map((file) => file.href)]);
      expect(scripts.filter((pathname) => !listed.has(pathname)), route.path).toEqual([]);
      await context.close();
    }
  });

  /** The remote files a page's HTML asks for, by file name. */
  async function chunksOf(request: APIRequestContext, path: string) {
    const html = await (await request.get(path)).text();
    const boot = JSON.parse(/<script id="__NP_BOOT__" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as { preload: Array<{ href: string }> };
    return boot.preload.map((file) => file.href.split('/').pop()!);
  }

  test('an exam page asks for its own page and data code with the HTML, not that of exam pages rendered before it', async ({ request }) => {
    // Two pages of one shape (statistics) and one of another (prices), one after the other on the same server.
    const pages = [
      { slug: 'hesi', shape: 'stats-exam-page' },
      { slug: 'teas', shape: 'stats-exam-page' },
      { slug: 'ati', shape: 'priced-exam-page' },
    ];
    for (const { slug, shape } of pages) {
      const chunks = await chunksOf(request, `/exams/${slug}`);
      expect(chunks.filter((file) => file.includes('_exam-pages_')).map((file) => file.replace(/\.[0-9a-f]+\.js$/, '')), slug).toEqual(
        expect.arrayContaining([`src_features_exam-pages_components_${shape}_tsx`, `src_features_exam-pages_data_${slug}_ts`]),
      );
      expect(chunks.filter((file) => file.includes('_exam-pages_')), slug).toHaveLength(2);
    }
  });

  test("a school page asks for its own school's content with the HTML, not every school's", async ({ request }) => {
    const schoolData = (chunks: string[]) => chunks.filter((file) => file.includes('_data_schools_')).map((file) => file.replace(/\.[0-9a-f]+\.js$/, ''));
    expect(schoolData(await chunksOf(request, '/schools/chamberlain'))).toEqual(['src_features_school-pages_data_schools_chamberlain_ts']);
    expect(schoolData(await chunksOf(request, '/schools/walden'))).toEqual(['src_features_school-pages_data_schools_walden_ts']);
    expect(schoolData(await chunksOf(request, '/schools/duke'))).toEqual(['src_features_school-pages_data_schools_other-schools_ts']);
  });

  test('nothing moves once the page has painted (cumulative layout shift under 0.05)', async ({ page }) => {
    for (const route of routes) {
      await page.addInitScript(() => {
        (window as unknown as { shift: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
      expect(shift, route.path).toBeLessThan(0.05);
    }
  });

  test("a signed-in student's page arrives with their own header, and works at once", async ({ page, request }) => {
    const tag = randomBytes(4).toString('hex');
    const signUp = await request.post('/api/auth/signup', {
      data: { username: `ssr${tag}`, email: `ssr${tag}@example.com`, password: 'correct horse', confirmPassword: 'correct horse', firstName: 'Rendered', lastName: 'Student' },
    });
    expect(signUp.status()).toBe(201);
    const html = await (await request.get('/exams/hesi')).text();
    expect(html).toContain('Rendered');
    await page.context().addCookies((await request.storageState()).cookies);
    await page.goto('/exams/hesi');
    await expect(page.getByRole('banner')).toContainText('Rendered');
  });
});
