import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';

/**
 * Flashcards against the production build and the real decks. The decks are content still being
 * reviewed, so nothing here depends on a deck's name or size: the tests take the first deck of a list.
 */

const PASSWORD = 'secret-pass-1';
const VISITOR_KEY = 'nurseprep.flashcards.reviews';

async function signUpStudent(page: Page, prefix: string) {
  const username = `${prefix}_${test.info().workerIndex}_${Date.now().toString(36)}`;
  const created = await page.request.post('/api/auth/signup', {
    data: { firstName: 'Mary', lastName: 'Seacole', username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(created.status()).toBe(201);
  return username;
}


/** The first deck of a list: its study link and its card count. */
async function firstDeck(page: Page) {
  const item = page.getByRole('region', { name: 'Decks' }).getByRole('listitem').first();
  await expect(item.getByText(/^\d+ new$/)).toBeVisible();
  const cards = Number(/(\d+) cards?/.exec((await item.getByText(/^\d+ cards?$/).textContent()) ?? '')?.[1]);
  return { item, link: item.getByRole('link', { name: /^Study / }), cards };
}

/** The card on screen: "Card 3 of 20". */
function currentCard(page: Page) {
  return page.getByRole('region', { name: /^Card \d+ of \d+$/ });
}

test('a visitor opens the TEAS flashcards and reviews five cards by keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/exams/teas');
  await page.getByRole('link', { name: 'Study TEAS flashcards' }).click();
  await expect(page).toHaveURL('/exams/teas/flashcards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATI TEAS 7 Flashcards');
  const deck = await firstDeck(page);
  await deck.link.click();
  await expect(page).toHaveURL(/\/exams\/teas\/flashcards\/[a-z0-9-]+$/);

  for (const [index, key] of ['3', '3', '2', '4', '3'].entries()) {
    const card = currentCard(page);
    await expect(card).toHaveAccessibleName(new RegExp(`^Card ${index + 1} of \\d+$`));
    const front = (await card.locator('[data-state="front"] p').nth(1).textContent()) ?? '';
    await expect(card.getByText(`Front: ${front}`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(card.locator('[data-state="back"]')).toBeVisible();
    await expect(card.getByText(/^Back: /)).toBeAttached();
    await expect(card.getByRole('button', { name: /^Good \d+/ })).toBeVisible();
    await page.keyboard.press(key);
  }
  await expect(currentCard(page)).toHaveAccessibleName(/^Card 6 of \d+$/);
  const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}') as { history?: unknown[]; states?: object }, VISITOR_KEY);
  expect(stored.history).toHaveLength(5);
  expect(Object.keys(stored.states ?? {})).toHaveLength(5);

  // Back on the list, this browser's counts: five fewer new cards.
  await page.goto('/exams/teas/flashcards');
  const again = await firstDeck(page);
  await expect(again.item.getByText(`${deck.cards - 5} new`)).toBeVisible();
});

test("a student's reviews are kept on the server, survive a reload and show on My Study", async ({ page }) => {
  test.setTimeout(90_000);
  await signUpStudent(page, 'flashcards');
  await page.goto('/exams/nclex/flashcards');
  const deck = await firstDeck(page);
  await expect(deck.item.getByText(`${deck.cards} new`)).toBeVisible();
  await deck.link.click();
  const deckId = new URL(page.url()).pathname.split('/').at(-1)!;

  for (let index = 1; index <= 3; index += 1) {
    await expect(currentCard(page)).toHaveAccessibleName(new RegExp(`^Card ${index} of \\d+$`));
    await currentCard(page).getByRole('button', { name: 'Show answer' }).click();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/flashcards/reviews') && response.request().method() === 'POST');
    await currentCard(page).getByRole('button', { name: /^Hard \d+/ }).click();
    expect((await answer).status()).toBe(200);
  }

  const reviews = await page.request.get(`/api/flashcards/decks/${deckId}/reviews`);
  expect(reviews.status()).toBe(200);
  expect(((await reviews.json()) as { states: unknown[] }).states).toHaveLength(3);

  await page.reload();
  await expect(currentCard(page)).toHaveAccessibleName(/^Card 1 of \d+$/);
  await page.goto('/exams/nclex/flashcards');
  await expect((await firstDeck(page)).item.getByText(`${deck.cards - 3} new`)).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), VISITOR_KEY)).toBeNull();

  await page.goto('/my-study');
  const due = page.getByRole('region', { name: 'Flashcards due today' });
  const row = due.getByRole('listitem').first();
  await expect(row.getByText('3 due')).toBeVisible();
  await expect(row.getByText(`${deck.cards - 3} new`)).toBeVisible();
  await row.getByRole('link', { name: /^Study / }).click();
  await expect(page).toHaveURL(new RegExp(`/flashcards/${deckId}$`));
});

test("a visitor's reviews move to the account made after them", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/exams/hesi/flashcards');
  const deck = await firstDeck(page);
  await deck.link.click();
  const deckId = new URL(page.url()).pathname.split('/').at(-1)!;
  for (let index = 1; index <= 2; index += 1) {
    await expect(currentCard(page)).toHaveAccessibleName(new RegExp(`^Card ${index} of \\d+$`));
    await page.keyboard.press('Space');
    await page.keyboard.press('3');
  }
  await signUpStudent(page, 'flashmerge');
  await page.reload();
  await expect(currentCard(page)).toBeVisible();
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), VISITOR_KEY)).toBeNull();
  const reviews = await page.request.get(`/api/flashcards/decks/${deckId}/reviews`);
  expect(((await reviews.json()) as { states: unknown[] }).states).toHaveLength(2);
});

for (const width of [1280, 375]) {
  test(`no serious or critical axe violation on the flashcards pages at ${width} px, nothing wider than the screen`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    const found: Awaited<ReturnType<typeof seriousViolations>> = [];
    const fits = async (where: string) => expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);

    await page.goto('/exams/coursework/pharmacology/flashcards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pharmacology Flashcards');
    const deck = await firstDeck(page);
    found.push(...(await seriousViolations(page, 'deck list')));
    await fits('deck list');

    await deck.link.click();
    await expect(currentCard(page)).toBeVisible();
    found.push(...(await seriousViolations(page, 'card front')));
    await currentCard(page).getByRole('button', { name: 'Show answer' }).click();
    await expect(currentCard(page).getByRole('group', { name: 'How well did you know it?' })).toBeVisible();
    found.push(...(await seriousViolations(page, 'card back')));
    await fits('study');
    expect(found).toEqual([]);
  });
}
