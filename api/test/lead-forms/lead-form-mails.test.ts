import type { FastifyInstance } from 'fastify';
import { mailsTo } from '../helpers/mail';
import { buildTestApp, databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/test-app';

const SITE_URL = 'https://nurseprep.example';
const STAFF = 'desk@nurseprep.example';

describe.each(databaseKinds)('confirmation and staff mails of the lead forms on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { SITE_URL, STAFF_NOTIFY_EMAIL: STAFF });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const leadIdOf = async (email: string) => (await app.repositories.leads.list({ page: 1, pageSize: 100, q: email })).items.find((lead) => lead.email === email)!.id;
  const staffNotesAbout = async (email: string) => (await mailsTo(app, STAFF)).filter((mail) => mail.textBody.includes(email));

  it('mails a tutoring inquiry back to the person, field by field, with the 24-hour promise', async () => {
    const payload = { name: 'Grace Hopper', email: 'Grace.Mail@example.com', subject: 'HESI A2 Exam', message: 'I sit the HESI in May & need help.' };
    expect((await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', payload })).statusCode).toBe(201);

    const mails = await mailsTo(app, 'grace.mail@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'lead-confirmation', subject: 'We received your tutoring inquiry', sensitive: false, status: 'queued' });
    for (const line of ['Hi Grace Hopper,', 'Name: Grace Hopper', 'Email: Grace.Mail@example.com', 'Subject: HESI A2 Exam', 'Message: I sit the HESI in May & need help.', "We'll get back to you within 24 hours."]) {
      expect(mails[0]?.textBody).toContain(line);
    }
    expect(mails[0]?.htmlBody).toContain('I sit the HESI in May &amp; need help.');
  });

  it('mails a contact message back, and staff get a note linking to the lead', async () => {
    const payload = { name: 'Ada Lovelace', email: 'ada.mail@example.com', subject: 'Feedback', message: 'Lovely site, thank you.', source: 'contact' };
    expect((await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', payload })).statusCode).toBe(201);
    const [confirmation] = await mailsTo(app, 'ada.mail@example.com');
    expect(confirmation).toMatchObject({ kind: 'lead-confirmation', subject: 'We received your message' });
    expect(confirmation?.textBody).toContain('Message: Lovely site, thank you.');

    const [note] = await staffNotesAbout('ada.mail@example.com');
    expect(note).toMatchObject({ kind: 'staff-notification', subject: 'New contact message on NursePrep Academy' });
    expect(note?.textBody).toContain('This address is new: the form made a new lead.');
    expect(note?.textBody).toContain(`${SITE_URL}/marketing/leads/${await leadIdOf('ada.mail@example.com')}`);
  });

  it('mails a service request back with each field and what happens to the WhatsApp tick', async () => {
    const payload = {
      name: 'Bea Booker',
      email: 'bea.mail@example.com',
      phone: '+1 202 555 0147',
      serviceType: 'tutoring',
      urgencyLevel: 'medium',
      budget: '200-500',
      description: 'Two sessions on dosage calculations.',
      additionalRequirements: '',
      preferredContactMethod: 'whatsapp',
      whatsappConsent: true,
    };
    expect((await app.inject({ method: 'POST', url: '/api/service-requests', payload })).statusCode).toBe(201);
    const mails = await mailsTo(app, 'bea.mail@example.com');
    expect(mails.map((mail) => mail.kind)).toEqual(['lead-confirmation']);
    const text = mails[0]?.textBody ?? '';
    expect(mails[0]?.subject).toBe('We received your service request');
    for (const line of [
      'Name: Bea Booker',
      'Email: bea.mail@example.com',
      'Phone: +1 202 555 0147',
      'Preferred contact method: WhatsApp',
      'Urgency: Medium (3-7 days)',
      'Description: Two sessions on dosage calculations.',
      'Additional requirements: (not given)',
      'You asked for updates on WhatsApp at +12025550147. Reply STOP on WhatsApp at any time to stop them.',
      "We'll get back to you within 24 hours.",
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/Service type: \S/);
    expect(text).toMatch(/Budget: \S/);

    const [note] = await staffNotesAbout('bea.mail@example.com');
    expect(note).toMatchObject({ kind: 'staff-notification', subject: 'New service request on NursePrep Academy' });
    expect(note?.textBody).toContain(`${SITE_URL}/marketing/leads/${await leadIdOf('bea.mail@example.com')}`);
  });

  it("tells staff when a form for a known address proposed another number", async () => {
    const payload = (phone: string) => ({
      name: 'Known Person',
      email: 'known.mail@example.com',
      phone,
      serviceType: 'tutoring',
      urgencyLevel: 'low',
      description: 'Help with NCLEX please.',
      preferredContactMethod: 'email',
    });
    await app.inject({ method: 'POST', url: '/api/service-requests', payload: payload('+1 202 555 0101') });
    await app.inject({ method: 'POST', url: '/api/service-requests', payload: payload('+1 202 555 0102') });
    const notes = await staffNotesAbout('known.mail@example.com');
    expect(notes).toHaveLength(2);
    expect(notes[1]?.textBody).toContain('This address was already a lead: its name, number and WhatsApp consent were left as they were.');
    expect(notes[1]?.textBody).toContain("The form gave another phone number (+12025550102): accept or dismiss it on the lead's page.");
    expect((await mailsTo(app, 'known.mail@example.com')).at(-1)?.textBody).toContain('You did not ask for updates on WhatsApp, so we will not send you any.');
  });

  it('stores nothing, and queues no mail, when the mails cannot be written', async () => {
    const inquiry = { name: 'Half Stored', email: 'half@example.com', subject: 'TEAS Exam', message: 'This must not be half stored.', source: 'tutoring' as const };
    await expect(
      app.repositories.tutoringInquiries.create(inquiry, () => {
        throw new Error('the mail could not be written');
      }),
    ).rejects.toThrow('the mail could not be written');
    expect((await app.repositories.leads.list({ page: 1, pageSize: 10, q: 'half@example.com' })).total).toBe(0);
    expect((await app.repositories.tutoringInquiries.list({ page: 1, pageSize: 100 })).items.map((item) => item.email)).not.toContain('half@example.com');
    expect(await mailsTo(app, 'half@example.com')).toEqual([]);
  });

  it('sends no staff note when STAFF_NOTIFY_EMAIL is not set', async () => {
    const quiet = await buildTestApp(database, { SITE_URL });
    try {
      const before = (await mailsTo(quiet, STAFF)).length;
      const payload = { name: 'Quiet Person', email: 'quiet.mail@example.com', subject: 'TEAS Exam', message: 'No staff note for this one.' };
      expect((await quiet.inject({ method: 'POST', url: '/api/tutoring-inquiries', payload })).statusCode).toBe(201);
      expect((await mailsTo(quiet, 'quiet.mail@example.com')).map((mail) => mail.kind)).toEqual(['lead-confirmation']);
      expect(await mailsTo(quiet, STAFF)).toHaveLength(before);
    } finally {
      await quiet.close();
    }
  });
});
