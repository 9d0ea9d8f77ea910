import { expect, test, type Locator, type Page } from './support/test';

/** The floating chat link: the WhatsApp link that stays fixed on screen while the page scrolls. */
async function floatingChatLink(page: Page): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const links = page.locator('a[href^="https://wa.me/"]');
  await expect(links.first()).toBeAttached();
  const index = await links.evaluateAll((elements) =>
    elements.findIndex((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    }),
  );
  expect(index, 'a fixed-position WhatsApp link').toBeGreaterThanOrEqual(0);
  return links.nth(index);
}

async function whatsappNumber(page: Page): Promise<string> {
  const response = await page.request.get('/api/site-config');
  return ((await response.json()) as { settings: { whatsappNumber: string } }).settings.whatsappNumber;
}

for (const path of ['/', '/exams', '/schools/chamberlain', '/payment', '/contact', '/no-such-page']) {
  test(`${path} has the floating chat link to WhatsApp with a greeting about exam preparation`, async ({ page }) => {
    const number = await whatsappNumber(page);
    await page.goto(path);
    const chat = await floatingChatLink(page);

    await expect(chat).toBeVisible();
    await expect(chat).toHaveAccessibleName(/\S/);
    const href = new URL((await chat.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe(`https://wa.me/${number}`);
    expect(href.searchParams.get('text')).toMatch(/exam prep/i);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', /\bnoopener\b/);
  });
}

test('the chat link stays on screen when the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  const chat = await floatingChatLink(page);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(chat).toBeInViewport();
});

test('the chat link shows its tooltip on hover', async ({ page }) => {
  await page.goto('/');
  const chat = await floatingChatLink(page);
  await expect(page.getByRole('tooltip')).toBeHidden();

  await chat.hover();

  await expect(page.getByRole('tooltip')).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveText(/\S/);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
});

test('the chat link shows its tooltip when reached with the keyboard', async ({ page }) => {
  await page.goto('/');
  const chat = await floatingChatLink(page);
  await expect(page.getByRole('tooltip')).toBeHidden();

  let focused = false;
  for (let presses = 0; presses < 150 && !focused; presses += 1) {
    await page.keyboard.press('Tab');
    focused = await chat.evaluate((element) => element === document.activeElement);
  }
  expect(focused, 'the chat link is reachable with Tab').toBe(true);

  await expect(page.getByRole('tooltip')).toBeVisible();
  await expect(chat).toHaveAttribute('aria-describedby', /\S/);
});

test('opening the chat link opens WhatsApp in a new tab, detached from the site', async ({ page, context }) => {
  // wa.me is out of reach here: answer it with a stand-in page and check where the new tab went.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title><h1>WhatsApp</h1>' }),
  );
  await page.goto('/exams');
  const chat = await floatingChatLink(page);

  const [popup] = await Promise.all([context.waitForEvent('page'), chat.click()]);
  await popup.waitForLoadState();

  expect(popup.url()).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL('/exams');
  await popup.close();
});
