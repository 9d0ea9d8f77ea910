import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { repositoryRoot, serverEnvironment } from './support/api-server';
import { allRemotes, promoteBuilt } from './support/deployments';
import { serverArguments } from '../../scripts/lib/server-command.mjs';
import { seriousViolations, type AxeFinding } from './support/axe';

/**
 * The marketing remote against the production build: the three forms stored for real (read back through the staff
 * API), their validation messages, the home filters, and axe on every page of the remote at both widths.
 */

const pages = ['/', '/about', '/services', '/tutoring', '/tutors', '/contact', '/booking', '/privacy', '/terms', '/accessibility'];

/** The home page loads its lower sections when the visitor gets near them: scroll until the last one is there. */
async function loadWholeHome(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.mouse.move(20, 300);
  await page.mouse.wheel(0, 4000);
  await expect(page.getByRole('heading', { name: 'Ready to Pass Your Nursing Exam?' })).toBeAttached();
}

test('every marketing page has no serious or critical axe violation at 375 and 1280 px', async ({ page }) => {
  test.setTimeout(480_000);
  const found: AxeFinding[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    for (const pagePath of pages) {
      await page.goto(pagePath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (pagePath === '/') await loadWholeHome(page);
      await page.evaluate(() => document.fonts.ready);
      found.push(...(await seriousViolations(page, `${pagePath} at ${width} px`)));
    }
  }
  expect(found).toEqual([]);
});

test('the home filters: schools by letter with Clear selection, study materials by category', async ({ page }) => {
  await page.goto('/');
  await loadWholeHome(page);
  const schools = page.getByRole('region', { name: 'Study Materials for Your Nursing School' });
  await expect(schools.getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(schools.getByRole('link', { name: 'B', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await schools.getByRole('link', { name: 'J', exact: true }).click();
  await expect(schools.getByRole('status')).toHaveText('Showing 1 school starting with J');
  await expect(schools.getByRole('heading', { level: 3 })).toHaveText(['Johns Hopkins University']);
  await expect(schools.getByRole('link', { name: 'View Johns Hopkins University resources' })).toHaveAttribute('href', '/schools/johns-hopkins');
  await schools.getByRole('link', { name: 'Clear selection' }).click();
  await expect(schools.getByRole('heading', { level: 3 })).toHaveCount(6);

  const materials = page.getByRole('region', { name: 'Study Materials', exact: true });
  await materials.getByRole('link', { name: 'NCLEX', exact: true }).click();
  await expect(materials.getByRole('link', { name: 'NCLEX', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveURL(/[?&]materials=nclex/);
  await expect(materials.getByRole('heading', { level: 3 })).toHaveText(['NCLEX-RN Comprehensive Review']);
  await materials.getByRole('link', { name: 'Purchase NCLEX-RN Comprehensive Review' }).click();
  await expect(page).toHaveURL(/\/payment\?package=nclex-rn-comprehensive-review$/);
  await expect(page.getByText('$129.99').first()).toBeVisible();
});

test.describe('the three forms, stored and read back by staff', () => {
  const port = Number(process.env.E2E_PORT ?? 3600) + 1;
  const baseUrl = `http://127.0.0.1:${port}`;
  const staff = { username: 'e2e-marketing-staff', password: 'marketing-staff-password-1' };
  let dataDir = '';
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // A server of our own: staff accounts are made with the server stopped (PGlite allows one process per folder).
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-e2e-marketing-'));
    const environment = serverEnvironment(port, dataDir, { STAFF_PASSWORD: staff.password, LOG_LEVEL: 'warn' });
    const created = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join('api', 'src', 'cli', 'staff.ts'), '--username', staff.username, '--email', 'staff-e2e@example.com', '--first-name', 'Staff', '--last-name', 'Tester'],
      { cwd: repositoryRoot, env: environment, encoding: 'utf8', timeout: 120_000 },
    );
    expect(created.status, created.stderr).toBe(0);
    server = spawn(process.execPath, serverArguments(), { cwd: repositoryRoot, env: environment, stdio: 'ignore' });
    await expect
      .poll(async () => (await fetch(`${baseUrl}/api/health`).catch(() => undefined))?.status, { timeout: 120_000, intervals: [250] })
      .toBe(200);
    await promoteBuilt(baseUrl, allRemotes);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  });

  async function staffRead<Item>(request: APIRequestContext, apiPath: string): Promise<Item[]> {
    const login = await request.post(`${baseUrl}/api/auth/login`, { data: { username: staff.username, password: staff.password } });
    expect(login.ok()).toBe(true);
    const response = await request.get(`${baseUrl}${apiPath}?page=1&pageSize=20`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { items: Item[] }).items;
  }

  test('tutoring, contact and booking: validation messages, success notices, and the rows staff see', async ({ page, playwright }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();

    // Home #tutoring: the messages first, then a real submission.
    await page.goto(`${baseUrl}/#tutoring`);
    const tutoringForm = page.getByRole('form', { name: 'Tutoring inquiry' });
    await tutoringForm.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(tutoringForm.getByRole('textbox', { name: 'Full Name' })).toBeFocused();
    await expect(tutoringForm.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(tutoringForm.getByText('Please enter a valid email address')).toBeVisible();
    await expect(tutoringForm.getByText('Please select a subject')).toBeVisible();
    await expect(tutoringForm.getByText('Message must be at least 10 characters')).toBeVisible();
    await tutoringForm.getByRole('textbox', { name: 'Full Name' }).fill('Tess Tutoring');
    await expect(tutoringForm.getByText('Name must be at least 2 characters')).toHaveCount(0);
    await tutoringForm.getByRole('textbox', { name: 'Email Address' }).fill(`tess-${stamp}@example.com`);
    await tutoringForm.getByRole('combobox', { name: 'Subject' }).selectOption('ATI Exam');
    await tutoringForm.getByRole('textbox', { name: 'Message' }).fill('Fundamentals proctored exam next month.');
    await tutoringForm.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(tutoringForm.getByRole('status')).toContainText('Form submitted successfully!');
    await expect(tutoringForm.getByRole('textbox', { name: 'Full Name' })).toHaveValue('');

    // Contact form.
    await page.goto(`${baseUrl}/contact`);
    const contactForm = page.getByRole('form', { name: 'Contact message' });
    await contactForm.getByRole('textbox', { name: 'Full Name' }).fill('Cora Contact');
    await contactForm.getByRole('textbox', { name: 'Email Address' }).fill(`cora-${stamp}@example.com`);
    await contactForm.getByRole('combobox', { name: 'Subject' }).selectOption('Study Materials');
    await contactForm.getByRole('textbox', { name: 'Message' }).fill('Do you have a pharmacology flashcard set?');
    await contactForm.getByRole('button', { name: 'Send Message' }).click();
    await expect(contactForm.getByRole('status')).toContainText('Message sent successfully!');

    // Booking, opened from an ATI "Book a Tutor" style link.
    await page.goto(`${baseUrl}/booking?service=tutoring&exam=ATI`);
    const bookingForm = page.getByRole('form', { name: 'Service request' });
    await expect(bookingForm.getByRole('combobox', { name: 'Service Type' })).toHaveValue('tutoring');
    await expect(bookingForm.getByRole('textbox', { name: 'Detailed Description' })).toHaveValue('Exam: ATI\n');
    await bookingForm.getByRole('button', { name: 'Submit Service Request' }).click();
    await expect(bookingForm.getByText('Please select urgency level')).toBeVisible();
    await expect(bookingForm.getByText('Please select preferred contact method')).toBeVisible();
    await bookingForm.getByRole('textbox', { name: 'Full Name' }).fill('Bo Booking');
    await bookingForm.getByRole('textbox', { name: 'Email Address' }).fill(`bo-${stamp}@example.com`);
    await bookingForm.getByRole('textbox', { name: 'Phone Number' }).fill('2025550147');
    await bookingForm.getByRole('combobox', { name: 'Preferred Contact Method' }).selectOption('phone');
    await bookingForm.getByRole('combobox', { name: 'Urgency Level' }).selectOption('medium');
    await bookingForm.getByRole('combobox', { name: 'Budget Range (optional)' }).selectOption('500-1000');
    await bookingForm.getByRole('textbox', { name: 'Detailed Description' }).press('Control+End');
    await bookingForm.getByRole('textbox', { name: 'Detailed Description' }).pressSequentially('Four sessions before my exam.');
    await bookingForm.getByRole('button', { name: 'Submit Service Request' }).click();
    await expect(bookingForm.getByRole('status')).toContainText('Service Request Submitted!');
    await expect(bookingForm.getByRole('textbox', { name: 'Detailed Description' })).toHaveValue('');

    const request = await playwright.request.newContext();
    const inquiries = await staffRead<{ email: string; subject: string; source: string; message: string }>(request, '/api/marketing/tutoring-inquiries');
    expect(inquiries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: `tess-${stamp}@example.com`, subject: 'ATI Exam', source: 'tutoring' }),
        expect.objectContaining({ email: `cora-${stamp}@example.com`, subject: 'Study Materials', source: 'contact' }),
      ]),
    );
    const requests = await staffRead<Record<string, string | null>>(request, '/api/marketing/service-requests');
    expect(requests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: `bo-${stamp}@example.com`,
          phone: '2025550147',
          serviceType: 'tutoring',
          urgencyLevel: 'medium',
          budget: '500-1000',
          preferredContactMethod: 'phone',
          description: 'Exam: ATI\nFour sessions before my exam.',
          status: 'pending',
        }),
      ]),
    );
    await request.dispose();
  });
});
