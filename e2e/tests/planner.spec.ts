import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';

/** The study planner against the production build. */


/** The browser's local date `days` from today, YYYY-MM-DD (the planner counts from the person's today). */
function localDateIn(page: Page, days: number) {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  }, days);
}

async function buildPlan(page: Page, days: number, hours: string) {
  await page.getByLabel('Exam date').fill(await localDateIn(page, days));
  await page.getByLabel('Hours per week').fill(hours);
  await page.getByRole('button', { name: /^(Build|Update) my plan$/ }).click();
}

test('a plan for a date eight weeks out has eight weeks, keeps its ticks and downloads as a valid .ics', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/exams/teas');
  await page.getByRole('link', { name: 'Plan your TEAS study' }).click();
  await expect(page).toHaveURL('/exams/teas/planner');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ATI TEAS 7 Study Planner');
  await buildPlan(page, 56, '10');

  const plan = page.getByRole('region', { name: 'ATI TEAS 7: Your plan' });
  await expect(plan.getByText(/^8 weeks to your exam on /)).toBeVisible();
  const weeks = plan.getByRole('heading', { level: 3 });
  await expect(weeks).toHaveCount(8);
  await expect(weeks.first()).toHaveText('Week 1: Diagnostic and foundations');
  await expect(weeks.last()).toHaveText('Week 8: Final review and test day');
  await expect(plan.getByText('Checkpoint', { exact: true })).toHaveCount(3);

  const first = plan.getByRole('checkbox').first();
  await first.check();
  await page.reload();
  await expect(page.getByRole('region', { name: 'ATI TEAS 7: Your plan' }).getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByText(/^1 of \d+ tasks done$/)).toBeVisible();
  const tasks = await page.getByRole('region', { name: 'ATI TEAS 7: Your plan' }).getByRole('checkbox').count();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download calendar (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('teas-study-plan.ics');
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const events = unfolded.split('BEGIN:VEVENT').slice(1);
  expect(events).toHaveLength(tasks);
  const uids = events.map((event) => /\r\nUID:([^\r\n]+)/.exec(event)?.[1]);
  expect(new Set(uids).size).toBe(tasks);
  for (const event of events) {
    expect(event).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(event).toMatch(/\r\nDTSTART:\d{8}T\d{6}\r\n/);
    expect(event).toMatch(/\r\nSUMMARY:ATI TEAS 7: /);
  }
});

test('a date too close or already past gets a clear message and a shorter plan, never an error', async ({ page }) => {
  await page.goto('/exams/nclex/planner');
  await buildPlan(page, 3, '12');
  await expect(page.getByRole('status').filter({ hasText: 'Your exam is in 3 days: too close for a weekly plan.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Final days/ })).toBeVisible();
  await buildPlan(page, -2, '12');
  await expect(page.getByRole('status').filter({ hasText: /^That date is today or has passed/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Test-day checklist/ })).toBeVisible();
});

test('printing shows the plan alone', async ({ page }) => {
  await page.goto('/exams/hesi/planner');
  await buildPlan(page, 28, '6');
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(4);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: 'HESI A2: Your plan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('banner').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download calendar (.ics)' })).toBeHidden();
  await expect(page.getByLabel('Exam date')).toBeHidden();
});

for (const width of [1280, 375]) {
  test(`no serious or critical axe violation on the planner at ${width} px, nothing wider than the screen`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.goto('/exams/hesi/planner');
    const found = await seriousViolations(page, 'empty planner');
    await buildPlan(page, 42, '8');
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(6);
    found.push(...(await seriousViolations(page, 'planner with a plan')));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(found).toEqual([]);
  });
}
