import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { signatureOf, startFakeGraph, statusEvent, whatsappEnvironment, type FakeGraph } from '../../api/test/helpers/fake-graph';
import { repositoryRoot, serverEnvironment } from './support/api-server';
import { allRemotes, promoteBuilt } from './support/deployments';
import { bookingWithConsent } from './support/leads';
import { createStaffAccount } from './support/staff-accounts';
import { serverArguments } from '../../scripts/lib/server-command.mjs';
import { seriousViolations } from './support/axe';

/**
 * The staff dashboard against the real server, pointed at a fake Graph API this spec starts:
 * visitors and students kept out, staff sign in, tiles follow a new booking, a message reaches Graph and
 * turns delivered after a signed webhook, a campaign runs to the end; axe at 375 and 1280 px.
 */
test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.STAFF_E2E_PORT ?? 3670);
const baseUrl = `http://127.0.0.1:${PORT}`;
const staff = { username: 'e2e_staff', email: 'e2e-staff@example.com', password: 'e2e staff password' };

let graph: FakeGraph;
let server: ChildProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  graph = await startFakeGraph();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-e2e-staff-'));
  // Staff accounts are made on the database before the server holds it, by the staff command.
  await createStaffAccount({ DATA_DIR: dataDir }, staff);
  server = spawn(process.execPath, serverArguments(), {
    cwd: repositoryRoot,
    env: serverEnvironment(PORT, dataDir, { ...whatsappEnvironment(graph, { WHATSAPP_SEND_RATE_PER_SECOND: '20' }), LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if ((await fetch(`${baseUrl}/api/health`).catch(() => null))?.ok) {
      await promoteBuilt(baseUrl, allRemotes);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the staff e2e server did not start');
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await graph?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page, page.url())).toEqual([]);
}

test('a visitor gets the staff sign-in and a student the staff-only screen; neither downloads the dashboard', async ({ page }) => {
  const staffFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-staff-dashboard/') || request.url().includes('/api/marketing/')) staffFiles.push(request.url());
  });
  await page.goto(`${baseUrl}/marketing`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
  await page.keyboard.press('Escape');

  const signup = await page.request.post(`${baseUrl}/api/auth/signup`, {
    data: { username: `e2e_student_${Date.now().toString(36)}`, email: `student-${Date.now()}@example.com`, password: 'student-pass', confirmPassword: 'student-pass', firstName: 'Stu', lastName: 'Dent' },
  });
  expect(signup.status()).toBe(201);
  await page.goto(`${baseUrl}/marketing/leads`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This area is for staff');
  expect(staffFiles).toEqual([]);
});

test('staff sign in, watch the tiles follow a booking, message a lead until delivered, and run a campaign to the end', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${baseUrl}/marketing`);
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('textbox', { name: 'Username or Email' }).fill(staff.username);
  await dialog.getByLabel('Password').fill(staff.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WhatsApp Marketing Dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // At 1280 px the staff header keeps its navigation on one line, and still says who is signed in.
  const linkTops = await page.getByRole('banner').getByRole('navigation').getByRole('link').evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(linkTops).size).toBe(1);
  await expect(page.getByRole('banner').getByText(/Signed in as/)).toBeAttached();

  const total = page.getByTestId('tile-total');
  await expect(total).toBeVisible();
  const before = Number(await total.textContent());
  expect((await page.request.post(`${baseUrl}/api/service-requests`, { data: bookingWithConsent('e2e-lead@example.com', '+1 202 555 0188') })).status()).toBe(201);
  await page.reload();
  await expect(total).toHaveText(String(before + 1));
  await expectNoSeriousViolations(page);

  await page.getByRole('textbox', { name: 'Phone Number' }).fill('12025550188');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Your TEAS session is on Monday at 3 pm.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent')).toBeVisible();
  const sent = graph.received.find((message) => message.to === '12025550188');
  expect(sent).toMatchObject({ type: 'text', body: 'Your TEAS session is on Monday at 3 pm.' });

  const delivered = statusEvent([{ wamid: sent!.wamid, status: 'delivered', recipient: '12025550188' }]);
  const webhook = await fetch(`${baseUrl}/api/whatsapp/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(delivered) }, body: delivered });
  expect(webhook.status).toBe(200);

  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Leads' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('e2e-lead@');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: 'Booking Person' }).click();
  await expect(page.getByText('Your TEAS session is on Monday at 3 pm.')).toBeVisible();
  await expect(page.getByTestId('delivery-status')).toHaveText('Delivered');
  await expectNoSeriousViolations(page);

  await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('tab', { name: 'Marketing Campaigns' }).click();
  await page.getByRole('textbox', { name: 'Campaign Name' }).fill('E2E spring classes');
  await page.getByRole('textbox', { name: 'Campaign Message' }).fill('Spring TEAS classes start Monday. Call (202) 555-0123.');
  await page.getByRole('button', { name: 'Send to Target Audience' }).click();
  await expect(page.getByText('Marketing campaign has been sent to target audience')).toBeVisible();
  await page.getByRole('link', { name: 'Follow its progress on the Campaigns page' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'E2E spring classes' }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Sent', { timeout: 30_000 });
  expect(graph.received.some((message) => message.type === 'template' && message.to === '12025550188')).toBe(true);
  await expectNoSeriousViolations(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${baseUrl}/marketing`);
  await expect(page.getByTestId('tile-total')).toBeVisible();
  await expectNoSeriousViolations(page);
});
