import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/test-app';
import { promoteSite } from '../helpers/live-site';
import { mailsTo } from '../helpers/mail';

const ORIGIN = 'https://nurseprep.example';
const STAFF = 'desk@nurseprep.example';

/** A shell render that shows the address it rendered and the form answer it was given. */
const renderer = `
exports.render = async ({ url, form }) => ({
  html: '<main><p>url ' + url + '</p><pre>' + JSON.stringify(form ?? null).replace(/</g, '\\\\u003c') + '</pre></main>',
  styles: '',
  head: '<title>Page | NursePrep Academy</title>',
  state: { queries: [] },
  errors: [],
  passes: 1,
});`;

function writeShell(root: string): void {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', '<!doctype html><html><head><title>NursePrep Academy</title></head><body><div id="root"></div></body></html>');
  write('shell/dist-server/render.cjs', renderer);
}

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const contact = { form: 'contact', name: 'Grace Hopper', email: 'grace@example.com', subject: 'Feedback', message: 'Lovely site, thank you.' };

/** The form answer the page was rendered with. */
const renderedForm = (html: string): unknown => JSON.parse(/<pre>(.*?)<\/pre>/.exec(html)![1]!.replace(/&quot;/g, '"'));

describe.each(databaseKinds)('forms sent without JavaScript on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staticRoot: string;

  const post = (url: string, fields: Record<string, string>, origin = 'http://nurseprep.example') =>
    app.inject({ method: 'POST', url, payload: formBody(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', origin, host: 'nurseprep.example' } });

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-forms-'));
    writeShell(staticRoot);
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { STATIC_ROOT: staticRoot, REMOTES_DIR: path.join(staticRoot, 'deployments'), SITE_URL: ORIGIN, RATE_LIMIT_FORMS_PER_MINUTE: '8', STAFF_NOTIFY_EMAIL: STAFF });
    await promoteSite(app, path.join(staticRoot, 'deployments'));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('stores a contact message as the API does, then sends the browser back to the page with a notice (POST, redirect, GET)', async () => {
    const response = await post('/contact', contact);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=contact#contact-form');
    const stored = await app.repositories.tutoringInquiries.list({ page: 1, pageSize: 50 });
    expect(stored.items.find((item) => item.email === 'grace@example.com')).toMatchObject({ name: 'Grace Hopper', subject: 'Feedback', source: 'contact' });
    // The same mails as the API: the person's confirmation and staff's note.
    const [confirmation] = await mailsTo(app, 'grace@example.com');
    expect(confirmation).toMatchObject({ kind: 'lead-confirmation', subject: 'We received your message' });
    expect(confirmation?.textBody).toContain('Message: Lovely site, thank you.');
    expect(confirmation?.textBody).toContain("We'll get back to you within 24 hours.");
    const notes = (await mailsTo(app, STAFF)).filter((mail) => mail.textBody.includes('grace@example.com'));
    expect(notes).toEqual([expect.objectContaining({ kind: 'staff-notification', textBody: expect.stringContaining(`${ORIGIN}/marketing/leads/`) })]);

    const page = await app.inject({ method: 'GET', url: '/contact?sent=contact' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<p>url /contact?sent=contact</p>');
    // Another form's name, or this form on another page, is not part of the page's address.
    expect((await app.inject({ method: 'GET', url: '/contact?sent=booking' })).body).toContain('<p>url /contact</p>');
  });

  it('answers an invalid form with the page itself: each field\'s message, the values kept, nothing stored, nothing cached', async () => {
    const before = (await app.repositories.tutoringInquiries.list({ page: 1, pageSize: 50 })).total;
    const response = await post('/tutoring', { ...contact, form: 'tutoring', name: 'G', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(renderedForm(response.body)).toEqual({
      id: 'tutoring',
      outcome: 'invalid',
      values: { name: 'G', email: 'not-an-email', subject: 'Feedback', message: 'Lovely site, thank you.' },
      errors: { name: 'Name must be at least 2 characters', email: 'Please enter a valid email address' },
    });
    expect((await app.repositories.tutoringInquiries.list({ page: 1, pageSize: 50 })).total).toBe(before);
    // The next visitor gets the page without anyone's values.
    expect((await app.inject({ method: 'GET', url: '/tutoring' })).body).toContain('<pre>null</pre>');
  });

  it('takes the booking form (with its WhatsApp tick) and the newsletter from their pages', async () => {
    const booking = await post('/booking', {
      form: 'booking',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      preferredContactMethod: 'email',
      serviceType: 'tutoring',
      urgencyLevel: 'low',
      budget: '',
      description: 'Help with pharmacology, please.',
      additionalRequirements: '',
      whatsappConsent: 'true',
    });
    if (booking.statusCode !== 303) throw new Error(booking.body);
    expect(booking.headers.location).toBe('/booking?sent=booking#booking-form');
    const requests = await app.repositories.serviceRequests.list({ page: 1, pageSize: 50 });
    expect(requests.items.find((item) => item.email === 'ada@example.com')).toMatchObject({ description: 'Help with pharmacology, please.' });
    const [bookingMail] = await mailsTo(app, 'ada@example.com');
    expect(bookingMail).toMatchObject({ kind: 'lead-confirmation', subject: 'We received your service request' });
    expect(bookingMail?.textBody).toContain('You asked for updates on WhatsApp but left the phone number empty, so we cannot send you any.');
    expect((await mailsTo(app, STAFF)).filter((mail) => mail.textBody.includes('ada@example.com'))).toHaveLength(1);

    const newsletter = await post('/resources/blog', { form: 'newsletter', email: 'reader@example.com' });
    expect(newsletter.statusCode).toBe(303);
    expect(newsletter.headers.location).toBe('/resources/blog?sent=newsletter#newsletter-form');
    // Stored unconfirmed, as the API does: a confirmation link is mailed.
    expect((await app.repositories.newsletterSubscriptions.all()).map((row) => row.email)).not.toContain('reader@example.com');
    expect(await mailsTo(app, 'reader@example.com')).toEqual([
      expect.objectContaining({ kind: 'newsletter-confirmation', textBody: expect.stringContaining(`${ORIGIN}/newsletter/confirm#token=`) }),
    ]);
  });

  it('refuses a form from another site, a form sent to a page that does not hold it, and a POST to no page', async () => {
    expect((await post('/contact', { ...contact, email: 'forged@example.com' }, 'https://evil.example')).statusCode).toBe(403);
    const misplaced = await post('/booking', { ...contact, email: 'misplaced@example.com' });
    expect(misplaced.statusCode).toBe(404);
    expect(misplaced.json()).toEqual({ message: 'No route for POST /booking' });
    expect((await post('/api/no-such-endpoint', contact)).statusCode).toBe(404);
    const emails = (await app.repositories.tutoringInquiries.list({ page: 1, pageSize: 50 })).items.map((item) => item.email);
    expect(emails).not.toContain('forged@example.com');
    expect(emails).not.toContain('misplaced@example.com');
  });

  it("keeps an opted-out lead's number and consent when the booking form names its email with another number and a tick", async () => {
    // Its own app, so these posts leave the rate limit of the test below alone.
    const forms = await buildTestApp(database, { STATIC_ROOT: staticRoot, REMOTES_DIR: path.join(staticRoot, 'deployments'), SITE_URL: ORIGIN, STAFF_NOTIFY_EMAIL: STAFF });
    try {
      const send = (fields: Record<string, string>) =>
        forms.inject({ method: 'POST', url: '/booking', payload: formBody(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://nurseprep.example', host: 'nurseprep.example' } });
      const booking = {
        form: 'booking',
        name: 'Page Owner',
        email: 'page.owner@example.com',
        phone: '+1 202 555 0177',
        preferredContactMethod: 'whatsapp',
        serviceType: 'tutoring',
        urgencyLevel: 'low',
        budget: '',
        description: 'Help with pharmacology, please.',
        additionalRequirements: '',
        whatsappConsent: 'true',
      };
      expect((await send(booking)).statusCode).toBe(303);
      await forms.repositories.leads.recordInboundContact({ whatsappNumber: '12025550177', name: '', receivedAt: new Date(), optOut: true });
      expect((await send({ ...booking, name: 'Someone Else', phone: '+1 202 555 0188' })).statusCode).toBe(303);

      const lead = await forms.repositories.leads.byWhatsappNumber('12025550177');
      expect(lead).toMatchObject({ name: 'Page Owner', email: 'page.owner@example.com', whatsappOptedOutAt: expect.any(String) });
      expect((await forms.repositories.leads.detail(lead!.id))?.pendingContactChanges.map((change) => change.whatsappNumber)).toEqual(['12025550188']);
      const mails = await mailsTo(forms, 'page.owner@example.com');
      expect(mails.map((mail) => mail.kind)).toEqual(['lead-confirmation', 'lead-confirmation', 'whatsapp-consent']);
      expect(mails[2]?.textBody).toContain('+12025550188');
    } finally {
      await forms.close();
    }
  });

  it('over the forms rate limit, answers the page saying how long to wait, with the values kept', async () => {
    let response = await post('/contact', contact);
    for (let sent = 0; sent < 10 && response.statusCode !== 429; sent++) response = await post('/contact', contact);
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(renderedForm(response.body)).toEqual({
      id: 'contact',
      outcome: 'rate-limited',
      minutes: 1,
      values: { name: 'Grace Hopper', email: 'grace@example.com', subject: 'Feedback', message: 'Lovely site, thank you.' },
    });
  });
});
