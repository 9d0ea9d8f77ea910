import type { RemoteRouteTable } from '@nurseprep/contracts/remote-routes';
import { expect, test, type Page } from './support/test';
import { allRemotes, builtRouteTable } from './support/deployments';

/** One address of each public page pattern of the live remotes (the first value of each parameter). */
async function publicPages(): Promise<string[]> {
  const tables: RemoteRouteTable[] = await Promise.all(allRemotes.map((remote) => builtRouteTable(remote)));
  const paths: string[] = [];
  for (const table of tables) {
    for (const route of table.routes) {
      if (route.access !== 'public') continue;
      let path = route.path;
      let complete = true;
      for (const [name, param] of Object.entries(route.params ?? {})) {
        const value = 'values' in param ? param.values[0] : undefined;
        if (!value) complete = false;
        else path = path.replace(`:${name}`, value);
      }
      if (complete && !path.includes(':')) paths.push(path);
    }
  }
  return paths;
}

/** Console errors, uncaught errors and failed requests of the page from now on. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${page.url()}: ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return problems;
}

test('a visitor\'s first visit to every public page logs no error and asks for nothing that fails', async ({ browser }) => {
  test.setTimeout(240_000);
  const paths = await publicPages();
  expect(paths.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const path of paths) {
    // A first visit each: nothing cached, no storage.
    const context = await browser.newContext();
    const page = await context.newPage();
    problems.push(...watch(page));
    const response = await page.goto(path);
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    expect(response?.status(), path).toBe(200);
    await context.close();
  }
  expect(problems).toEqual([]);
});

test('a visitor on the staff area and in a practice session sees no console error', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/marketing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/exams/teas/practice');
  await expect(page.getByRole('group', { name: 'Categories' }).getByText(/^\d+ questions?$/).first()).toBeVisible();
  await page.getByRole('radio', { name: '10 questions' }).check();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page).toHaveURL(/\/exams\/teas\/practice\?attempt=/);
  const question = page.locator('[data-question]');
  await question.getByRole('radio').or(question.getByRole('checkbox')).first().check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^(Correct|Incorrect|Partly correct.*)$/ })).toBeVisible();
  // A visitor's plan is weighted by this browser's practice attempts, one of them still in progress.
  await page.goto('/exams/teas/planner');
  await page.getByLabel('Exam date').fill(await page.evaluate(() => new Date(Date.now() + 56 * 86_400_000).toISOString().slice(0, 10)));
  await page.getByLabel('Hours per week').fill('10');
  await page.getByRole('button', { name: /^(Build|Update) my plan$/ }).click();
  await expect(page.getByRole('region', { name: 'ATI TEAS 7: Your plan' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'ATI TEAS 7: Your plan' })).toBeVisible();
  expect(problems).toEqual([]);
});
