import { expect, test, type Locator, type Page } from './support/test';
import { seriousViolations } from './support/axe';

/**
 * Practice questions against the production build and the real question bank. The bank is still
 * being written, so nothing here depends on how many questions a bank or category holds.
 */

const PASSWORD = 'secret-pass-1';

/** Signs a new student up through the API; the page's context shares the session cookie. */
async function signUpStudent(page: Page, prefix: string) {
  const username = `${prefix}_${test.info().workerIndex}_${Date.now().toString(36)}`;
  const created = await page.request.post('/api/auth/signup', {
    data: { firstName: 'Florence', lastName: 'Nightingale', username, email: `${username}@example.com`, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(created.status()).toBe(201);
  return username;
}

/** "Question 3 of 10" → [3, 10]. */
async function questionPosition(page: Page): Promise<[number, number]> {
  const text = await page.getByText(/^Question \d+ of \d+$/).first().textContent();
  const match = /Question (\d+) of (\d+)/.exec(text ?? '');
  expect(match, 'the runner names the question').not.toBeNull();
  return [Number(match![1]), Number(match![2])];
}

/** Answers the question on screen by pointer: the first option, every option's first column in a matrix. */
async function answerWithFirstChoices(question: Locator) {
  // The question must be on the page before its kind is read (a matrix counted too early looked like one radio).
  const first = question.getByRole('radio').or(question.getByRole('checkbox')).first();
  await first.waitFor();
  const rows = question.locator('tbody tr');
  if ((await rows.count()) > 0) {
    for (const row of await rows.all()) await row.getByRole('radio').first().check();
    return;
  }
  await first.check();
}

/**
 * The setup form is live: the category counts come from GET /api/practice/banks in the browser, so they show
 * only once the page runs (a server-rendered page ignores clicks until it has hydrated).
 */
async function setupReady(page: Page) {
  await expect(page.getByRole('group', { name: 'Categories' }).getByText(/^\d+ questions?$/).first()).toBeVisible();
}


test('a visitor takes a 10-question practice set from the TEAS page, sees a rationale after every answer, then signs up and keeps it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/exams/teas');
  await expect(page.locator('[data-remote="exams"] [data-build]')).toBeAttached();
  await page.getByRole('link', { name: 'Practice TEAS Questions', exact: true }).click();
  await expect(page).toHaveURL('/exams/teas/practice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATI TEAS 7 Practice Questions');
  // A plain link to a path: the shell loads the remote that owns it.
  await expect(page.locator('[data-remote="study"] [data-build]')).toBeAttached();
  await setupReady(page);
  await expect(page.getByRole('radio', { name: /^Practice/ })).toBeChecked();
  await page.getByRole('radio', { name: '10 questions' }).check();
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  await expect(page).toHaveURL(/\/exams\/teas\/practice\?attempt=[0-9a-f-]{36}$/);
  const [, total] = await questionPosition(page);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(10);
  for (let number = 1; number <= total; number += 1) {
    await expect(page.getByText(`Question ${number} of ${total}`)).toBeVisible();
    const question = page.locator('[data-question]');
    await answerWithFirstChoices(question);
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^(Correct|Incorrect|Partly correct.*)$/ })).toBeVisible();
    await expect(question.getByText(/^Explanation:/)).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', String(number));
    await page.getByRole('button', { name: number === total ? 'See results' : 'Next question', exact: true }).click();
  }

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATI TEAS 7 Practice Results');
  await expect(page.getByRole('region', { name: 'Your score' })).toContainText('%');
  await expect(page.getByRole('table', { name: 'Score by category' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review every question' }).getByText(/^Question \d+ of \d+$/)).toHaveCount(total);

  // Signing up from the offer keeps the set: it is claimed for the new account and listed on My Study.
  const offer = page.getByRole('region', { name: 'Sign up to keep your results' });
  await offer.getByRole('button', { name: 'Sign up to keep your results' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create Your Account' });
  const username = `visitor_${test.info().workerIndex}_${Date.now().toString(36)}`;
  await signUp.getByRole('textbox', { name: 'First Name' }).fill('Mary');
  await signUp.getByRole('textbox', { name: 'Last Name' }).fill('Seacole');
  await signUp.getByRole('textbox', { name: 'Username' }).fill(username);
  await signUp.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
  await signUp.getByLabel(/^Password/).fill(PASSWORD);
  await signUp.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(signUp).toBeHidden();
  await expect(page.getByText('Saved to your account.')).toBeVisible();
  await page.getByRole('link', { name: 'See your history on My Study' }).click();
  const row = page.getByRole('table', { name: 'Practice attempts, newest first' }).getByRole('row').filter({ hasText: 'ATI TEAS 7' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Practice');
});

test('a student takes a short timed HESI set, reloads mid-way and resumes, submits, and finds it on My Study', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpStudent(page, 'practice');
  await page.goto('/exams/hesi/practice');
  await expect(page.getByText('Schools set their own HESI A2 time limits')).toBeVisible();
  await setupReady(page);
  await page.getByRole('radio', { name: /^Timed set/ }).check();
  const counts = page.getByRole('group', { name: 'Number of questions' }).getByRole('radio');
  await counts.first().check();
  await expect(page.getByText(/questions, \d+ minutes? on the clock\./)).toBeVisible();
  await page.getByRole('button', { name: 'Start', exact: true }).click();

  const timer = page.getByRole('timer', { name: /^Time remaining in / });
  await expect(timer).toContainText(/\d+:\d\d/);
  const [, total] = await questionPosition(page);
  expect(total).toBeGreaterThan(1);
  await answerWithFirstChoices(page.locator('[data-question]'));
  await page.getByRole('button', { name: 'Flag for review' }).click();
  await expect(page.getByRole('button', { name: 'Flag for review' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible();
  const navigator = page.getByRole('navigation', { name: 'Questions in this section' });
  await expect(navigator.getByRole('button', { name: 'Question 1, answered, flagged' })).toBeVisible();
  const url = page.url();

  // Reloading asks first (beforeunload); accepted, the attempt comes back from the server.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(timer).toBeVisible();
  await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible();
  await expect(navigator.getByRole('button', { name: 'Question 1, answered, flagged' })).toBeVisible();
  expect(asked).toEqual(['beforeunload']);

  await answerWithFirstChoices(page.locator('[data-question]'));
  await expect(navigator.getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit test' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit your test?' });
  await expect(confirm).toContainText(total > 2 ? `${total - 2} unanswered` : 'Every question is answered.');
  await confirm.getByRole('button', { name: 'Submit test' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HESI A2 Practice Results');
  await expect(page.getByRole('region', { name: 'Your score' })).toContainText(`of ${total} points`);
  await expect(page.getByRole('region', { name: 'Your score' })).toContainText("check your school's cut score");
  await expect(page.getByText('Saved to your account.')).toBeVisible();

  // The account menu leads to My Study, where the set is listed as submitted.
  await page.getByRole('banner').getByRole('link', { name: 'My Study' }).click();
  await expect(page).toHaveURL('/my-study');
  const history = page.getByRole('table', { name: 'Practice attempts, newest first' });
  const row = history.getByRole('row').filter({ hasText: 'HESI A2' }).first();
  await expect(row).toContainText('Timed set');
  await expect(row).toContainText(/\d+% \(/);
  await expect(page.getByRole('img', { name: 'HESI A2: percent correct per category, by test' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'HESI A2: percent correct per category, by test' })).toBeVisible();
  expect(await seriousViolations(page, 'my study (student)')).toEqual([]);
  await row.getByRole('link', { name: /^See results/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HESI A2 Practice Results');
});

test('keyboard only: number keys and arrows choose, Enter checks and moves on', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/exams/teas/practice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATI TEAS 7 Practice Questions');
  await setupReady(page);
  // Only the reading category: single-answer items (four options each).
  await page.getByRole('radio', { name: /^Practice/ }).focus();
  for (const name of ['Mathematics', 'Science', 'English and Language Usage']) {
    const box = page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).not.toBeChecked();
  }
  await page.getByRole('button', { name: 'Start', exact: true }).focus();
  await page.keyboard.press('Enter');

  const question = page.locator('[data-question]');
  await expect(question.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('3');
  await expect(question.getByRole('radio').nth(2)).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(question.getByRole('radio').nth(3)).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^(Correct|Incorrect)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Next question|See results)$/ })).toBeFocused();
  const [, total] = await questionPosition(page);
  if (total > 1) {
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible();
    await expect(question.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('1');
    await expect(question.getByRole('radio').first()).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(question.getByText(/^Explanation:/)).toBeVisible();
  }
});

for (const width of [1280, 375]) {
  test(`no serious or critical axe violation on the practice pages at ${width} px, nothing wider than the screen`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    const found: Awaited<ReturnType<typeof seriousViolations>> = [];
    const fits = async (where: string) => expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);

    await page.goto('/exams/nclex/practice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NCLEX-RN Practice Questions');
    await setupReady(page);
    found.push(...(await seriousViolations(page, 'setup')));
    await fits('setup');

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    const question = page.locator('[data-question]');
    await answerWithFirstChoices(question);
    await page.getByRole('button', { name: 'Check answer' }).click();
    await expect(question.getByText(/^Explanation:/)).toBeVisible();
    found.push(...(await seriousViolations(page, 'practice runner with feedback')));
    await fits('practice runner');
    await page.getByRole('button', { name: 'End and see results' }).click();
    await page.getByRole('dialog', { name: 'End this practice set?' }).getByRole('button', { name: 'See results' }).click();
    await expect(page.getByRole('region', { name: 'Your score' })).toBeVisible();
    found.push(...(await seriousViolations(page, 'results')));
    await fits('results');

    await page.goto('/exams/teas/practice');
    await setupReady(page);
    await page.getByRole('radio', { name: /^Section quiz/ }).check();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await answerWithFirstChoices(question);
    found.push(...(await seriousViolations(page, 'timed runner')));
    await fits('timed runner');

    // The timed test is in progress: leaving asks first (beforeunload), and the answer is to leave.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto('/my-study');
    await expect(page.getByRole('region', { name: 'Sign in to see your study history' })).toBeVisible();
    found.push(...(await seriousViolations(page, 'my study (visitor)')));
    await fits('my study');

    // Signed up, the same browser's sets are claimed: history, the trend chart and its table.
    await signUpStudent(page, `axe${width}`);
    await page.reload();
    await expect(page.getByRole('table', { name: 'Practice attempts, newest first' })).toBeVisible();
    await expect(page.getByRole('img', { name: /percent correct per category, by test$/ }).first()).toBeVisible();
    found.push(...(await seriousViolations(page, 'my study (student)')));
    await fits('my study (student)');
    expect(found).toEqual([]);
  });
}
