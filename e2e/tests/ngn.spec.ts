import { expect, test, type Locator, type Page } from './support/test';
import { seriousViolations } from './support/axe';

/**
 * Next Generation NCLEX practice against the production build, on the test bank the e2e server runs with
 * (e2e/fixtures/ngn: one case study, and one stand-alone item of every NGN type plus a trend item).
 */

const PASSWORD = 'secret-pass-1';

// Fifteen items answered one by one, each reached with Tab: longer than a page visit.
test.describe.configure({ timeout: 180_000 });
const NGN_PATH = '/exams/nclex/next-generation';
const ALL_TYPES = [
  'multiple-choice',
  'select-all',
  'select-n',
  'grouped-select-all',
  'matrix-single',
  'matrix-multiple',
  'drop-down-cloze',
  'drop-down-rationale',
  'drop-down-table',
  'drag-drop-cloze',
  'drag-drop-rationale',
  'highlight-text',
  'highlight-table',
  'bowtie',
];

async function signUpStudent(page: Page, prefix: string) {
  const username = `${prefix}_${test.info().workerIndex}_${Date.now().toString(36)}`;
  const created = await page.request.post('/api/auth/signup', {
    data: { firstName: 'Clara', lastName: 'Barton', username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(created.status()).toBe(201);
}

/** Presses Tab until `target` has the focus (a keyboard user's way there), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  const handle = await target.elementHandle();
  for (let press = 0; press < limit; press += 1) {
    if (await page.evaluate((element) => document.activeElement === element, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Answers the item on screen with the keyboard alone: its first choices, reached with Tab. */
async function answerByKeyboard(page: Page, item: Locator, type: string) {
  switch (type) {
    case 'drop-down-cloze':
    case 'drop-down-rationale':
    case 'drop-down-table':
      await tabTo(page, item.getByRole('combobox').first());
      await page.keyboard.press('ArrowDown');
      return;
    case 'drag-drop-cloze':
    case 'drag-drop-rationale':
      await tabTo(page, item.getByRole('group', { name: 'Options' }).getByRole('button').first());
      await page.keyboard.press('Enter');
      await tabTo(page, item.getByRole('button', { name: /^Blank 1 of/ }));
      await page.keyboard.press('Enter');
      return;
    case 'highlight-text':
    case 'highlight-table':
      await tabTo(page, item.getByRole('button').first());
      await page.keyboard.press('Space');
      return;
    default:
      await tabTo(page, item.getByRole('radio').or(item.getByRole('checkbox')).first());
      await page.keyboard.press('Space');
  }
}

/** Answers the item on screen with the pointer: clicks, and a real drag for the drag-and-drop types. */
async function answerByMouse(item: Locator, type: string) {
  switch (type) {
    case 'drop-down-cloze':
    case 'drop-down-rationale':
    case 'drop-down-table':
      // A native select's list is drawn by the browser, outside the page: choosing from it is what selectOption does.
      await item.getByRole('combobox').first().selectOption({ index: 1 });
      return;
    case 'drag-drop-cloze':
    case 'drag-drop-rationale': {
      // As a person drags, with the options and the blanks both on screen: a drag that had to scroll the page on
      // its way (a long chart above the item) now and then left the blank empty.
      const options = item.getByRole('group', { name: 'Options' });
      await options.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await options.getByRole('button').first().dragTo(item.getByRole('button', { name: /^Blank 1 of/ }));
      await expect(item.getByRole('button', { name: /^Blank 1 of .*: (?!empty$)/ })).toBeVisible();
      return;
    }
    case 'highlight-text':
    case 'highlight-table':
      await item.getByRole('button').first().click();
      return;
    default:
      await item.getByRole('radio').or(item.getByRole('checkbox')).first().click();
  }
}

/** Goes through every item of an item set, answering each by keyboard or mouse; returns the types answered. */
async function answerEveryItem(page: Page, how: 'keyboard' | 'mouse', checkAxe: boolean) {
  const answered: string[] = [];
  for (;;) {
    const item = page.locator('[data-item]').first();
    await item.waitFor();
    const type = (await item.getAttribute('data-type'))!;
    if (checkAxe) expect(await seriousViolations(page), `axe on a ${type} item`).toEqual([]);
    if (how === 'keyboard') {
      await answerByKeyboard(page, item, type);
      await tabTo(page, page.getByRole('button', { name: 'Submit answer' }));
      await page.keyboard.press('Enter');
    } else {
      await answerByMouse(item, type);
      await page.getByRole('button', { name: 'Submit answer' }).click();
    }
    // Graded at once: the points by the item's rule, then its rationale.
    await expect(item.getByText(/\d+(\.\d+)? of \d+ points?/)).toBeVisible();
    answered.push(type);
    const id = await item.getAttribute('data-item');
    const next = page.getByRole('button', { name: 'Next item' });
    if (!(await next.isVisible())) break;
    if (how === 'keyboard') {
      await tabTo(page, next);
      await page.keyboard.press('Enter');
    } else await next.click();
    await expect(page.locator(`[data-item="${id}"]`)).toHaveCount(0);
  }
  return answered;
}

async function startItemSet(page: Page) {
  await page.goto(NGN_PATH);
  const sets = page.getByRole('region', { name: 'Stand-alone items' });
  await sets.getByLabel('Number of items').selectOption('30');
  await sets.getByRole('button', { name: 'Start items' }).click();
  await expect(page).toHaveURL(/\?session=/);
}

test('every NGN item type is answered with the keyboard alone and graded with its points', async ({ page }) => {
  await signUpStudent(page, 'ngnkeys');
  await startItemSet(page);
  const answered = await answerEveryItem(page, 'keyboard', false);
  expect([...new Set(answered)].sort()).toEqual([...ALL_TYPES].sort());
  await page.getByRole('button', { name: 'See results', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'By clinical judgment step' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Review every item' })).toBeVisible();
});

test('every NGN item type is answered with the mouse (a real drag for drag-and-drop), axe clean on each', async ({ page }) => {
  // Tall enough that a token and its blank are on screen together: a drag is one movement of the mouse.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await signUpStudent(page, 'ngnmouse');
  await startItemSet(page);
  const answered = await answerEveryItem(page, 'mouse', true);
  expect([...new Set(answered)].sort()).toEqual([...ALL_TYPES].sort());
});

test('a case study unfolds its chart; the adaptive exam runs without feedback, ends early by the run-out-of-time rule and lands on My Study', async ({ page }) => {
  await signUpStudent(page, 'ngncat');
  await page.goto(NGN_PATH);
  await page.getByRole('button', { name: /^Start case study: / }).first().click();
  await expect(page.getByRole('heading', { name: 'Item 1 of 6' })).toBeVisible();
  const item = page.locator('[data-item]');
  await answerByMouse(item, (await item.getAttribute('data-type'))!);
  await page.getByRole('button', { name: 'Submit answer' }).click();
  await expect(item.getByText(/of \d+ points?/)).toBeVisible();
  await page.getByRole('button', { name: 'Next item' }).click();
  await expect(page.getByRole('heading', { name: 'Item 2 of 6' })).toBeVisible();

  await page.goto(NGN_PATH);
  await page.getByRole('button', { name: 'Start the adaptive exam' }).click();
  await expect(page.getByText(/^Time left/)).toBeVisible();
  for (let position = 1; position <= 3; position += 1) {
    await expect(page.getByRole('heading', { name: `Item ${position}`, exact: true })).toBeVisible();
    const current = page.locator('[data-item]');
    await answerByMouse(current, (await current.getAttribute('data-type'))!);
    await page.getByRole('button', { name: 'Submit answer' }).click();
    await expect(page.getByRole('heading', { name: `Item ${position + 1}`, exact: true })).toBeVisible();
    // No feedback while the exam runs.
    await expect(page.getByText(/of \d+ points?/)).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'End exam' }).click();
  await page.getByRole('dialog', { name: 'End exam' }).getByRole('button', { name: 'End now' }).click();
  await expect(page.getByText('Practice result: fail')).toBeVisible();
  await expect(page.getByText(/Ended by the run-out-of-time rule/)).toBeVisible();
  await expect(page.getByText(/not a prediction|does not predict your NCLEX result/).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your estimate, item by item' })).toBeVisible();

  await page.goto('/my-study');
  const history = page.getByRole('region', { name: 'Next Generation NCLEX practice' });
  await expect(history.getByRole('link', { name: 'Adaptive NCLEX-RN practice exam' })).toBeVisible();
  await expect(history.getByRole('img', { name: 'Adaptive exams: estimate and 95% interval' })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the NGN pages have no serious axe violation and nothing wider than the screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpStudent(page, `ngnaxe${width}`);
    await page.goto(NGN_PATH);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Start case study: / }).first().click();
    await expect(page.getByRole('heading', { name: 'Item 1 of 6' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
