import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { buildApp } from '../../src/app';
import type { MailSenderTimings } from '../../src/mail/mail-sender';
import { startSmtpSink, waitUntil, type SmtpSink } from '../helpers/smtp-sink';
import { databaseKinds, newAccount, openTestDatabase, testConfig, type TestDatabase } from '../helpers/test-app';

const SITE_URL = 'https://www.nurseprep.example';
const fastTimings: Partial<MailSenderTimings> = { idlePollMs: 25 };

/** The `#token=` of the first link to `pagePath` in a received mail. */
function tokenOf(mail: ParsedMail, pagePath: string): string {
  const match = new RegExp(`${SITE_URL}${pagePath}#token=([A-Za-z0-9_%-]+)`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no ${pagePath} link in "${mail.subject}"`);
  return decodeURIComponent(match[1]);
}

const toOf = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to.map((to) => to.text).join(', ') : (mail.to?.text ?? ''));

/** The site's own flows, with their mails delivered over SMTP and their links followed from what arrived. */
describe.each(databaseKinds)('mails the site sends, received over SMTP, on %s', (kind) => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    sink = await startSmtpSink();
    const config = testConfig({ SMTP_URL: sink.url, MAIL_SENDER: 'on', SITE_URL, STAFF_NOTIFY_EMAIL: 'staff@nurseprep.example' });
    app = await buildApp({ config: { ...config, mail: { ...config.mail, senderTimings: fastTimings } }, database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
    await database?.close();
  });

  const arrived = async (recipient: string, subject: RegExp) => {
    let found: ParsedMail | undefined;
    await waitUntil(() => {
      found = sink.received.find((mail) => toOf(mail).includes(recipient) && subject.test(mail.subject ?? ''));
      return found !== undefined;
    }, `a mail to ${recipient} matching ${subject}`);
    return found!;
  };

  it('verification and password reset: the links in the received mails verify the address and set a new password', async () => {
    const account = newAccount();
    expect((await app.inject({ method: 'POST', url: '/api/auth/signup', payload: account })).statusCode).toBe(201);
    const verification = await arrived(account.email, /verify/i);
    expect(verification.html).toEqual(expect.stringContaining('/account/verify-email#token='));
    const verified = await app.inject({ method: 'POST', url: '/api/auth/email-verification', payload: { token: tokenOf(verification, '/account/verify-email') } });
    expect(verified.statusCode).toBe(200);

    await app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email: account.email } });
    const reset = await arrived(account.email, /reset/i);
    const password = 'a new and long passphrase';
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { token: tokenOf(reset, '/account/reset-password'), password, confirmPassword: password },
    });
    expect(changed.statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: account.username, password } })).statusCode).toBe(200);
  });

  it('newsletter: the confirmation link from the received mail subscribes, and the welcome mail unsubscribes in one click', async () => {
    const email = `reader-${Date.now()}@example.com`;
    expect((await app.inject({ method: 'POST', url: '/api/newsletter-subscriptions', payload: { email } })).statusCode).toBeLessThan(300);
    const confirmation = await arrived(email, /confirm/i);
    const confirmed = await app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token: tokenOf(confirmation, '/newsletter/confirm') } });
    expect(confirmed.statusCode).toBe(200);

    const welcome = await arrived(email, /welcome/i);
    const oneClick = (welcome.headers.get('list') as { unsubscribe?: { url?: string } } | undefined)?.unsubscribe?.url ?? '';
    expect(oneClick).toMatch(new RegExp(`^${SITE_URL}/api/newsletter/unsubscribe\\?token=`));
    const url = new URL(oneClick);
    const unsubscribed = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
  });

  it("a booking: the person's confirmation and the staff note both arrive", async () => {
    const email = `booker-${Date.now()}@example.com`;
    const booked = await app.inject({
      method: 'POST',
      url: '/api/service-requests',
      payload: {
        name: 'Bea Booker',
        email,
        phone: '+1 202 555 0147',
        serviceType: 'tutoring',
        urgencyLevel: 'medium',
        preferredContactMethod: 'email',
        description: 'Two sessions on dosage calculations.',
      },
    });
    expect(booked.statusCode).toBe(201);
    const confirmation = await arrived(email, /.+/);
    expect(confirmation.text).toContain("We'll get back to you within 24 hours");
    expect(confirmation.text).toContain('Two sessions on dosage calculations.');
    const note = await arrived('staff@nurseprep.example', /.+/);
    expect(note.text).toContain(`${SITE_URL}/marketing/leads/`);
  });
});
