import { expect, test, type Page } from './support/test';
import { firstDocumentPreview } from './support/documents';

/** Every address a form led to: none may hold what a person typed. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') addresses.push(request.url());
  });
  return addresses;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form sends, stores and shows its notice; a reload does not send it again', async ({ page }) => {
    const addresses = recordAddresses(page);
    const email = `nojs-contact-${unique()}@example.com`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact message' });
    await form.getByLabel('Full Name').fill('Grace Hopper');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Subject').selectOption('Feedback');
    await form.getByLabel('Message').fill('Your site works without JavaScript too.');
    const sent = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/contact');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await sent).status()).toBe(303);
    await expect(page).toHaveURL(/\/contact\?sent=contact#contact-form$/);
    await expect(page.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Contact message' }).getByLabel('Email Address')).toHaveValue('');
    // Reloading the page after the redirect is a GET: nothing is posted twice.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.reload();
    expect(posts).toEqual([]);
    expect(addresses.length).toBeGreaterThan(2);
    for (const address of addresses) {
      expect(address).not.toContain('nojs-contact');
      expect(address).not.toContain('Grace');
    }
  });

  test('an invalid tutoring inquiry comes back with each field\'s message under it and the values kept', async ({ page }) => {
    await page.goto('/tutoring');
    const form = page.getByRole('form', { name: 'Tutoring inquiry' });
    await form.getByLabel('Full Name').fill('A');
    await form.getByLabel('Email Address').fill('not-an-email');
    await form.getByLabel('Message').fill('Help with dosage calculations, please.');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page).toHaveURL(/\/tutoring#tutoring-form$/);
    const again = page.getByRole('form', { name: 'Tutoring inquiry' });
    await expect(again.getByLabel('Full Name')).toHaveValue('A');
    await expect(again.getByLabel('Full Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    await expect(again.getByLabel('Email Address')).toHaveValue('not-an-email');
    await expect(again.getByLabel('Email Address')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(again.getByLabel('Subject')).toHaveAccessibleDescription('Please select a subject');
    await expect(again.getByLabel('Message')).toHaveValue('Help with dosage calculations, please.');

    // Corrected, it goes through.
    await again.getByLabel('Full Name').fill('Ada Lovelace');
    await again.getByLabel('Email Address').fill(`nojs-tutoring-${unique()}@example.com`);
    await again.getByLabel('Subject').selectOption({ index: 1 });
    await again.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page).toHaveURL(/\/tutoring\?sent=tutoring#tutoring-form$/);
    await expect(page.getByRole('status').filter({ hasText: 'Form submitted successfully!' })).toBeVisible();
  });

  test('the booking form and the newsletter send, store and say so', async ({ page }) => {
    await page.goto('/booking');
    const booking = page.getByRole('form', { name: /service request/i });
    await booking.getByLabel('Full Name').fill('Florence Nightingale');
    await booking.getByLabel('Email Address').fill(`nojs-booking-${unique()}@example.com`);
    await booking.getByLabel('Preferred Contact Method').selectOption('email');
    await booking.getByLabel('Service Type').selectOption('tutoring');
    await booking.getByLabel('Urgency Level').selectOption('low');
    await booking.getByLabel('Detailed Description').fill('Pharmacology before my final in three weeks.');
    await booking.getByRole('checkbox').check();
    await booking.getByRole('button', { name: 'Submit Service Request' }).click();
    await expect(page).toHaveURL(/\/booking\?sent=booking#booking-form$/);
    await expect(page.getByRole('status').filter({ hasText: 'Service Request Submitted!' })).toBeVisible();

    await page.goto('/resources/blog');
    const newsletter = page.getByRole('form', { name: 'Newsletter sign-up' });
    await newsletter.getByLabel('Email address').fill('not-an-email');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('form', { name: 'Newsletter sign-up' }).getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address');
    await page.getByRole('form', { name: 'Newsletter sign-up' }).getByLabel('Email address').fill(`nojs-reader-${unique()}@example.com`);
    await page.getByRole('form', { name: 'Newsletter sign-up' }).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/resources\/blog\?sent=newsletter#newsletter-form$/);
    await expect(page.getByRole('status').filter({ hasText: 'One more step' })).toBeVisible();
  });

  test('no form on a public page is sent with GET when it holds a personal field', async ({ page }) => {
    for (const path of ['/', '/tutoring', '/contact', '/booking', '/resources/blog', '/resources', '/schools', '/exams/teas', '/payment']) {
      await page.goto(path);
      const forms = await page.locator('form').evaluateAll((elements) =>
        elements.map((form) => ({
          label: form.getAttribute('aria-label') ?? form.id,
          method: (form.getAttribute('method') ?? '').toLowerCase(),
          personal: form.querySelector('input[type=email], input[type=tel], input[autocomplete=name], textarea') !== null,
        })),
      );
      for (const form of forms) {
        expect(form.method, `${path}: ${form.label} has an explicit method`).not.toBe('');
        if (form.personal) expect(form.method, `${path}: ${form.label}`).toBe('post');
      }
    }
  });

  test('the home page holds all nine sections, in order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pass Your Nursing Exams with Confidence');
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Why Choose NursePrep Academy',
      'Find Your Exam',
      'Study Materials for Your Nursing School',
      'Learning Resources and Study Tips',
      'Study Materials',
      'Tutoring With Nursing Experts',
      'Student Success Stories',
      'Ready to Pass Your Nursing Exam?',
    ]);
    await expect(page.getByRole('form', { name: 'Tutoring inquiry' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test("a document's Preview opens its preview, which Close, Escape and a click outside close", async ({ page }) => {
    await page.goto('/exams/teas');
    const { preview, dialog } = await firstDocumentPreview(page);
    await preview.click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('From the document');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await preview.click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await preview.click();
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
  });
});
