import { expect, test, type Page } from './support/test';

function orderSummary(page: Page) {
  return page.getByRole('region', { name: 'Order Summary' });
}

/** Accepts the browser alert the next pay or verify action shows, and returns its text. */
function acceptNextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      const message = `${dialog.type()}: ${dialog.message()}`;
      void dialog.accept().then(() => resolve(message));
    });
  });
}

/** The number shown before a coin symbol, e.g. 0.00725 for "0.00725 BTC". */
async function coinAmount(page: Page, symbol: string): Promise<number> {
  const text = await page.getByRole('tabpanel', { name: 'Crypto' }).getByText(new RegExp(`^[\\d.,]+ ${symbol}$`)).textContent();
  return Number(text!.replace(` ${symbol}`, '').replace(/,/g, ''));
}

test('with no package chosen the order is the $700 premium package', async ({ page }) => {
  await page.goto('/payment');

  await expect(orderSummary(page)).toBeVisible();
  await expect(orderSummary(page)).toContainText(/premium/i);
  await expect(orderSummary(page)).toContainText('$700');
});

test('the back control returns to the home page', async ({ page }) => {
  await page.goto('/payment');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: /back/i }).or(main.getByRole('button', { name: /back/i })).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page Not Found');
});

const methods = [
  { tab: 'Card', field: 'Card number', value: '4242 4242 4242 4242' },
  { tab: 'PayPal', field: undefined, value: undefined },
  { tab: 'Cash App', field: 'Cash App confirmation code', value: 'CASH-123' },
  { tab: 'Zelle', field: 'Zelle confirmation or transaction ID', value: 'ZELLE-123' },
  { tab: 'Crypto', field: 'Transaction ID / hash', value: '0xdemo' },
];

for (const { tab, field, value } of methods) {
  test(`${tab}: paying shows a demo alert, then the success view whose Return to Home goes to /`, async ({ page }) => {
    await page.goto('/payment');
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    await expect(panel).toBeVisible();
    if (field && value) await panel.getByLabel(field).fill(value);

    const alert = acceptNextAlert(page);
    await panel.getByRole('button', { name: /^(pay|verify)\b/i }).click();
    expect(await alert).toMatch(/^alert: .*demo/i);

    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(orderSummary(page)).toContainText(/premium/i);
    await expect(orderSummary(page)).toContainText('$700');
    const home = page.getByRole('link', { name: 'Return to Home' }).or(page.getByRole('button', { name: 'Return to Home' }));
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('404 Page Not Found');
  });
}

test('crypto shows the fixed amounts for $700 and 3 network confirmations', async ({ page }) => {
  await page.goto('/payment');
  await page.getByRole('tab', { name: 'Crypto', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Crypto' });

  await panel.getByRole('radio', { name: /bitcoin/i }).check();
  await expect(panel.getByText('0.00725 BTC', { exact: true })).toBeVisible();
  await expect(panel).toContainText(/3 network confirmations/i);
  await panel.getByRole('radio', { name: /ethereum/i }).check();
  await expect(panel.getByText('0.125 ETH', { exact: true })).toBeVisible();
  await panel.getByRole('radio', { name: /usdc/i }).check();
  await expect(panel.getByText('714.00 USDC', { exact: true })).toBeVisible();
  await panel.getByRole('radio', { name: /usdt/i }).check();
  await expect(panel.getByText('714.00 USDT', { exact: true })).toBeVisible();
});

test('/payment?package=gre-premium sells the $499 GRE premium package with crypto amounts scaled to it', async ({ page }) => {
  await page.goto('/payment?package=gre-premium');

  await expect(orderSummary(page)).toContainText('GRE Premium Package');
  await expect(orderSummary(page)).toContainText('$499');
  await expect(orderSummary(page)).not.toContainText('$700');

  await page.getByRole('tab', { name: 'Crypto', exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: 'Crypto' });
  await panel.getByRole('radio', { name: /bitcoin/i }).check();
  expect(await coinAmount(page, 'BTC')).toBeCloseTo((0.00725 * 499) / 700, 7);
  await panel.getByRole('radio', { name: /ethereum/i }).check();
  expect(await coinAmount(page, 'ETH')).toBeCloseTo((0.125 * 499) / 700, 5);
  await panel.getByRole('radio', { name: /usdc/i }).check();
  await expect(panel.getByText('508.98 USDC', { exact: true })).toBeVisible();
});

test('no payment detail leaves the browser: only GETs for the site files and its settings', async ({ page }) => {
  const requests: { method: string; url: string; body: string | null }[] = [];
  page.on('request', (request) => requests.push({ method: request.method(), url: request.url(), body: request.postData() }));
  const secrets = ['4242424242424242', '12/30', 'Ada Lovelace', 'ZELLE-SECRET-123', 'CASH-SECRET-123', '0xSECRETHASH'];

  await page.goto('/payment');
  const card = page.getByRole('tabpanel', { name: 'Card' });
  await card.getByLabel('Card number').fill(secrets[0]!);
  await card.getByLabel(/expiry/i).fill(secrets[1]!);
  await card.getByLabel('CVC').fill('123');
  await card.getByLabel('Name on card').fill(secrets[2]!);
  await page.getByRole('tab', { name: 'Cash App', exact: true }).click();
  await page.getByRole('tabpanel', { name: 'Cash App' }).getByLabel('Cash App confirmation code').fill(secrets[4]!);
  await page.getByRole('tab', { name: 'Crypto', exact: true }).click();
  await page.getByRole('tabpanel', { name: 'Crypto' }).getByLabel('Transaction ID / hash').fill(secrets[5]!);
  await page.getByRole('tab', { name: 'Zelle', exact: true }).click();
  const zelle = page.getByRole('tabpanel', { name: 'Zelle' });
  await zelle.getByLabel('Zelle confirmation or transaction ID').fill(secrets[3]!);
  const alert = acceptNextAlert(page);
  await zelle.getByRole('button', { name: /^verify/i }).click();
  await alert;
  await expect(page.getByRole('link', { name: 'Return to Home' }).or(page.getByRole('button', { name: 'Return to Home' }))).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  expect(requests.filter((request) => request.body !== null)).toEqual([]);
  for (const secret of secrets) {
    expect(requests.filter((request) => decodeURIComponent(request.url).includes(secret))).toEqual([]);
  }
  // API calls are limited to reading the site settings (and, once accounts exist, who is signed in).
  const apiPaths = requests.map((request) => new URL(request.url).pathname).filter((path) => path.startsWith('/api/'));
  expect(apiPaths.filter((path) => path !== '/api/site-config' && path !== '/api/auth/user')).toEqual([]);
});
