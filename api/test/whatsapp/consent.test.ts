import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { campaignRecipients, emailTokens, leadContactChanges } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import { mailsTo, tokenInMail } from '../helpers/mail';
import { buildTestApp, databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/test-app';

const SITE_URL = 'https://nurseprep.example';

const booking = (email: string, fields: { name?: string; phone?: string; whatsappConsent?: boolean | string } = {}) => ({
  name: fields.name ?? 'Consent Person',
  email,
  phone: fields.phone ?? '+1 202 555 0142',
  serviceType: 'tutoring',
  urgencyLevel: 'low',
  description: 'Help with my TEAS reading section.',
  preferredContactMethod: 'whatsapp',
  ...(fields.whatsappConsent === undefined ? {} : { whatsappConsent: fields.whatsappConsent }),
});

describe.each(databaseKinds)('WhatsApp consent and numbers from public forms on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { SITE_URL });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const book = async (email: string, fields: Parameters<typeof booking>[1] = {}) => {
    const response = await app.inject({ method: 'POST', url: '/api/service-requests', payload: booking(email, fields) });
    expect(response.statusCode).toBe(201);
  };
  const leadOf = async (email: string) => {
    const found = (await app.repositories.leads.list({ page: 1, pageSize: 100, q: email })).items.filter((lead) => lead.email === email);
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const confirm = (token: unknown) => app.inject({ method: 'POST', url: '/api/whatsapp-consent/confirm', payload: { token } });
  const pendingChanges = async (email: string) => (await app.repositories.leads.detail((await leadOf(email)).id))?.pendingContactChanges ?? [];
  const mailsOfKind = async (email: string, kind: string) => (await mailsTo(app, email)).filter((mail) => mail.kind === kind);
  /** A lead that gave its number on a form, agreed to updates, then wrote STOP on WhatsApp. */
  const optedOutLead = async (email: string, whatsappNumber: string) => {
    await book(email, { name: 'Real Owner', phone: `+${whatsappNumber}`, whatsappConsent: true });
    await app.repositories.leads.recordInboundContact({ whatsappNumber, name: '', receivedAt: new Date(), optOut: true });
    return leadOf(email);
  };

  it('sets consent from the tick on a new lead, and says so in the booking confirmation', async () => {
    await book('unticked@example.com', { phone: '+1 202 555 0140' });
    expect(await leadOf('unticked@example.com')).toMatchObject({ whatsappConsent: false, whatsappNumber: '12025550140' });
    expect((await mailsOfKind('unticked@example.com', 'lead-confirmation'))[0]?.textBody).toContain('You did not ask for updates on WhatsApp, so we will not send you any.');

    await book('ticked@example.com', { phone: '+1 202 555 0141', whatsappConsent: 'true' });
    expect(await leadOf('ticked@example.com')).toMatchObject({ whatsappConsent: true, whatsappOptedOutAt: null, whatsappNumber: '12025550141' });
    const [confirmation] = await mailsOfKind('ticked@example.com', 'lead-confirmation');
    expect(confirmation?.textBody).toContain('You asked for updates on WhatsApp at +12025550141. Reply STOP on WhatsApp at any time to stop them.');
    expect(confirmation?.textBody).not.toContain('separate email');
    expect(await mailsOfKind('ticked@example.com', 'whatsapp-consent')).toEqual([]);
  });

  it('keeps an opted-out lead as it was when a form names its email with another number and a tick', async () => {
    const before = await optedOutLead('victim@example.com', '12025550150');
    expect(before.whatsappOptedOutAt).toEqual(expect.any(String));

    await book('VICTIM@example.com', { name: 'Someone Else', phone: '+1 202 555 0188', whatsappConsent: true });

    const after = await leadOf('victim@example.com');
    expect(after).toMatchObject({
      name: 'Real Owner',
      phone: '+12025550150',
      whatsappNumber: '12025550150',
      whatsappConsent: before.whatsappConsent,
      whatsappOptedOutAt: before.whatsappOptedOutAt,
    });
    expect(await pendingChanges('victim@example.com')).toEqual([
      { id: expect.any(Number), name: 'Someone Else', phone: '+1 202 555 0188', whatsappNumber: '12025550188', source: 'service-request', createdAt: expect.any(String) },
    ]);

    // The owner of the address is asked, naming the number the form gave.
    const [consentMail] = await mailsOfKind('victim@example.com', 'whatsapp-consent');
    expect(consentMail).toMatchObject({ sensitive: true, subject: 'Confirm WhatsApp updates from NursePrep Academy' });
    expect(consentMail?.textBody).toContain('Hi Real Owner,');
    expect(consentMail?.textBody).toContain('on WhatsApp at +12025550188');
    expect(consentMail?.textBody).toContain(`${SITE_URL}/whatsapp/confirm#token=`);
    const confirmations = await mailsOfKind('victim@example.com', 'lead-confirmation');
    expect(confirmations.at(-1)?.textBody).toContain('You asked for updates on WhatsApp at +12025550188. Reply STOP on WhatsApp at any time to stop them.');
    expect(confirmations.at(-1)?.textBody).toContain('we sent you a separate email to confirm this');

    // No campaign reaches the lead or the number the form gave.
    const { campaignId } = await app.repositories.campaigns.create({
      clientId: null,
      name: 'After the hijack attempt',
      message: 'Hello',
      targetAudience: 'all',
      templateName: 'hello',
      templateLanguage: 'en_US',
      createdBy: null,
    });
    const recipients = campaignId === null ? [] : await app.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));
    expect(recipients.filter((recipient) => recipient.leadId === after.id || recipient.whatsappNumber === '12025550188')).toEqual([]);
  });

  it('reaches no phone that wrote STOP through a new lead another email made with its number', async () => {
    const victim = await optedOutLead('stopped.phone@example.com', '12025550155');
    await book('other.email@example.com', { name: 'Someone Else', phone: '+1 202 555 0155', whatsappConsent: true });
    expect(await leadOf('other.email@example.com')).toMatchObject({ whatsappConsent: true, whatsappNumber: '12025550155' });

    const { campaignId, skipped } = await app.repositories.campaigns.create({
      clientId: null,
      name: 'After the STOP',
      message: 'Hello',
      targetAudience: 'all',
      templateName: 'hello',
      templateLanguage: 'en_US',
      createdBy: null,
    });
    const recipients = campaignId === null ? [] : await app.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));
    expect(recipients.filter((recipient) => recipient.whatsappNumber === '12025550155')).toEqual([]);
    expect(skipped.optedOut).toBeGreaterThanOrEqual(2);

    // START, written from the phone, lifts it for every lead with the number.
    await app.repositories.leads.recordInboundContact({ whatsappNumber: '12025550155', name: '', receivedAt: new Date(Date.now() + 1000), optOut: false, optIn: true });
    expect((await leadOf('stopped.phone@example.com')).whatsappOptedOutAt).toBeNull();
    expect(victim.id).toBe((await leadOf('stopped.phone@example.com')).id);
  });

  it('lets the owner of the address confirm from the mail: consent, no opt-out, and the number the mail named', async () => {
    await optedOutLead('owner@example.com', '12025550160');
    await book('owner@example.com', { phone: '(202) 555-0161 ext', whatsappConsent: true });
    expect(await pendingChanges('owner@example.com')).toHaveLength(1);
    const token = tokenInMail((await mailsOfKind('owner@example.com', 'whatsapp-consent'))[0]!);

    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ whatsappNumber: '2025550161', stoppedOnWhatsapp: false });
    expect(await leadOf('owner@example.com')).toMatchObject({ whatsappConsent: true, whatsappOptedOutAt: null, whatsappNumber: '2025550161', phone: '(202) 555-0161 ext', name: 'Real Owner' });
    // The number the owner confirmed no longer waits for staff.
    expect(await pendingChanges('owner@example.com')).toEqual([]);

    // A link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'This confirmation link is not valid or has expired. Tick the WhatsApp box on the booking form again to get a new one.' });
  });

  it('keeps a STOP written from the confirmed number: only START from that phone lifts it', async () => {
    // Someone books with their own address and another person's phone; that phone writes STOP.
    await book('borrower@example.com', { name: 'Borrower', phone: '+1 202 555 0170', whatsappConsent: true });
    await app.repositories.leads.recordInboundContact({ whatsappNumber: '12025550170', name: '', receivedAt: new Date(), optOut: true });
    // Booking again asks the address's owner to confirm, and they do: the phone's STOP still holds.
    await book('borrower@example.com', { name: 'Borrower', phone: '+1 202 555 0170', whatsappConsent: true });
    const token = tokenInMail((await mailsOfKind('borrower@example.com', 'whatsapp-consent'))[0]!);
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ whatsappNumber: '12025550170', stoppedOnWhatsapp: true });
    expect(await leadOf('borrower@example.com')).toMatchObject({ whatsappConsent: true, whatsappOptedOutAt: expect.any(String) });

    const { campaignId } = await app.repositories.campaigns.create({
      clientId: null,
      name: 'After an email confirmation of a stopped number',
      message: 'Hello',
      targetAudience: 'all',
      templateName: 'hello',
      templateLanguage: 'en_US',
      createdBy: null,
    });
    const recipients = campaignId === null ? [] : await app.db.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));
    expect(recipients.filter((recipient) => recipient.whatsappNumber === '12025550170')).toEqual([]);
  });

  it('asks an existing lead without consent to confirm its own number, once within a few minutes', async () => {
    await book('later@example.com', { phone: '+1 202 555 0170' });
    await book('later@example.com', { phone: '+1 202 555 0170', whatsappConsent: true });
    expect(await leadOf('later@example.com')).toMatchObject({ whatsappConsent: false, whatsappNumber: '12025550170' });
    expect(await pendingChanges('later@example.com')).toEqual([]);
    const consentMails = await mailsOfKind('later@example.com', 'whatsapp-consent');
    expect(consentMails).toHaveLength(1);
    expect(consentMails[0]?.textBody).toContain('+12025550170');

    await book('later@example.com', { phone: '+1 202 555 0170', whatsappConsent: true });
    expect(await mailsOfKind('later@example.com', 'whatsapp-consent')).toHaveLength(1);
    expect(await mailsOfKind('later@example.com', 'lead-confirmation')).toHaveLength(3);

    expect((await confirm(tokenInMail(consentMails[0]!))).statusCode).toBe(200);
    expect(await leadOf('later@example.com')).toMatchObject({ whatsappConsent: true, whatsappNumber: '12025550170', phone: '+1 202 555 0170' });
    // Consent once given stays when a later form is not ticked.
    await book('later@example.com', { phone: '+1 202 555 0170', whatsappConsent: false });
    expect((await leadOf('later@example.com')).whatsappConsent).toBe(true);
  });

  it('gives a lead with no number the first one a form names, still without consent', async () => {
    const inquiry = { name: 'Inquiry First', email: 'nonumber@example.com', subject: 'TEAS Exam', message: 'When do groups start?' };
    expect((await app.inject({ method: 'POST', url: '/api/tutoring-inquiries', payload: inquiry })).statusCode).toBe(201);
    expect(await leadOf('nonumber@example.com')).toMatchObject({ whatsappNumber: null, phone: null });

    await book('nonumber@example.com', { name: 'Another Name', phone: '+1 202 555 0180', whatsappConsent: true });
    expect(await leadOf('nonumber@example.com')).toMatchObject({ name: 'Inquiry First', phone: '+1 202 555 0180', whatsappNumber: '12025550180', whatsappConsent: false });
    expect(await pendingChanges('nonumber@example.com')).toEqual([]);
    expect(await mailsOfKind('nonumber@example.com', 'whatsapp-consent')).toHaveLength(1);
  });

  it('leaves a number for staff when the lead agreed to updates without one: campaigns would reach it at once', async () => {
    await book('consent.nonumber@example.com', { phone: '', whatsappConsent: true });
    expect(await leadOf('consent.nonumber@example.com')).toMatchObject({ whatsappConsent: true, whatsappNumber: null });
    await book('consent.nonumber@example.com', { phone: '+1 202 555 0185' });
    expect(await leadOf('consent.nonumber@example.com')).toMatchObject({ whatsappConsent: true, whatsappNumber: null, phone: null });
    expect((await pendingChanges('consent.nonumber@example.com')).map((change) => change.whatsappNumber)).toEqual(['12025550185']);
  });

  it('refuses unknown, malformed and expired links with 400 and changes nothing', async () => {
    await optedOutLead('expired@example.com', '12025550190');
    await book('expired@example.com', { phone: '+1 202 555 0190', whatsappConsent: true });
    const token = tokenInMail((await mailsOfKind('expired@example.com', 'whatsapp-consent'))[0]!);
    await app.db.update(emailTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(emailTokens.tokenHash, hashToken(token)));

    expect((await confirm(token)).statusCode).toBe(400);
    expect((await confirm('a'.repeat(43))).statusCode).toBe(400);
    for (const malformed of ['', 'short', 'x'.repeat(43) + '\u0000', 42, null]) {
      const response = await confirm(malformed);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toHaveProperty('token');
    }
    expect((await leadOf('expired@example.com')).whatsappOptedOutAt).toEqual(expect.any(String));
  });

  it('refuses a tick value that is not a yes or no', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/service-requests', payload: booking('odd@example.com', { whatsappConsent: 'maybe' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('whatsappConsent');
  });

  it('stores a form for an existing lead as before, linked by its email', async () => {
    await optedOutLead('linked@example.com', '12025550195');
    await book('linked@example.com', { name: 'Other Sender', phone: '+1 202 555 0196' });
    const detail = await app.repositories.leads.detail((await leadOf('linked@example.com')).id);
    expect(detail?.serviceRequests.map((request) => request.name)).toEqual(['Other Sender', 'Real Owner']);
    expect(await app.db.select().from(leadContactChanges).where(eq(leadContactChanges.whatsappNumber, '12025550196'))).toHaveLength(1);
  });
});
