import path from 'node:path';
import { loadConfig, repositoryRoot } from '../src/config';

describe('mail settings', () => {
  it('default to .eml files in data/mail, from the brand name at SITE_EMAIL, with no staff notes', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: '"NursePrep Academy" <support@example.com>',
      dir: path.join(repositoryRoot, 'data', 'mail'),
      staffNotifyEmail: undefined,
      sending: true,
    });
  });

  it('build the default From from SITE_BRAND_NAME and SITE_EMAIL, quoting the name', () => {
    const { mail } = loadConfig({ SITE_BRAND_NAME: 'Ann\'s "Best" Prep', SITE_EMAIL: 'hello@prep.example' });
    expect(mail.from).toBe('"Ann\'s \\"Best\\" Prep" <hello@prep.example>');
  });

  it('read SMTP_URL, MAIL_FROM, MAIL_DIR, STAFF_NOTIFY_EMAIL and MAIL_SENDER', () => {
    const { mail } = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
      MAIL_FROM: 'NursePrep <no-reply@nurseprep.example>',
      MAIL_DIR: 'relative/mail',
      STAFF_NOTIFY_EMAIL: 'leads@nurseprep.example',
      MAIL_SENDER: 'off',
    });
    expect(mail).toEqual({
      smtpUrl: 'smtps://mailer:s3cret@smtp.example.com:465',
      from: '"NursePrep" <no-reply@nurseprep.example>',
      dir: path.resolve('relative/mail'),
      staffNotifyEmail: 'leads@nurseprep.example',
      sending: false,
    });
  });

  it('take empty SMTP_URL, MAIL_FROM and STAFF_NOTIFY_EMAIL as unset', () => {
    const { mail } = loadConfig({ SMTP_URL: '', MAIL_FROM: ' ', STAFF_NOTIFY_EMAIL: '' });
    expect(mail).toMatchObject({ smtpUrl: undefined, from: '"NursePrep Academy" <support@example.com>', staffNotifyEmail: undefined });
  });

  it('accept a bare address as MAIL_FROM, and smtp:// with query options as SMTP_URL', () => {
    const { mail } = loadConfig({ MAIL_FROM: 'no-reply@nurseprep.example', SMTP_URL: 'smtp://127.0.0.1:2525?tls.rejectUnauthorized=false' });
    expect(mail).toMatchObject({ from: 'no-reply@nurseprep.example', smtpUrl: 'smtp://127.0.0.1:2525?tls.rejectUnauthorized=false' });
  });

  it.each([
    ['SMTP_URL', 'smtp.example.com'],
    ['SMTP_URL', 'https://smtp.example.com'],
    ['SMTP_URL', 'smtp://'],
    ['SMTP_URL', 'smtp://smtp.example.com:99999'],
    ['MAIL_FROM', 'NursePrep'],
    ['MAIL_FROM', 'a@example.com, b@example.com'],
    ['MAIL_FROM', 'Team: a@example.com;'],
    ['STAFF_NOTIFY_EMAIL', 'leads at example.com'],
    ['MAIL_SENDER', 'maybe'],
  ])('stops start-up on a bad %s (%s), naming it', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`Invalid configuration: .*${variable}`));
  });

  it('never repeats a bad SMTP_URL, which may hold a password', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp.example.com:587 mailer:s3cret' })).toThrow(/^(?!.*s3cret).*SMTP_URL/);
  });
});
