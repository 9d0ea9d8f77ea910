import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, remoteOrigins, repositoryRoot } from '../src/config';

describe('loadConfig', () => {
  it('finds the repository root (the folder whose package.json has workspaces) under jest too', () => {
    expect(existsSync(path.join(repositoryRoot, 'api', 'src', 'config.ts'))).toBe(true);
  });

  it('has defaults for everything the server needs', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      dataDir: path.join(repositoryRoot, 'data'),
      databaseUrl: undefined,
      filesDir: path.join(repositoryRoot, 'api', 'files'),
      contentDir: path.join(repositoryRoot, 'api', 'content'),
      cookieSecure: 'auto',
      trustProxy: false,
      rateLimits: { authPerMinute: 10, formsPerMinute: 20, staffPerMinute: 120 },
      logLevel: 'info',
      allowedOrigins: [],
    });
  });

  it('reads the database, cookie, limit, log and origin variables', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app@db.internal:5432/nurseprep',
      COOKIE_SECURE: 'true',
      RATE_LIMIT_AUTH_PER_MINUTE: '5',
      RATE_LIMIT_FORMS_PER_MINUTE: '50',
      LOG_LEVEL: 'warn',
      ALLOWED_ORIGINS: 'https://staff.example.org, https://www.example.org/',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://app@db.internal:5432/nurseprep',
      cookieSecure: true,
      rateLimits: { authPerMinute: 5, formsPerMinute: 50 },
      logLevel: 'warn',
      allowedOrigins: ['https://staff.example.org', 'https://www.example.org'],
    });
  });

  it.each([
    ['DATABASE_URL', 'mysql://nope'],
    ['COOKIE_SECURE', 'maybe'],
    ['RATE_LIMIT_AUTH_PER_MINUTE', '0'],
    ['LOG_LEVEL', 'loud'],
    ['ALLOWED_ORIGINS', 'not a url'],
    ['TRUST_PROXY', 'the load balancer'],
    ['SITE_EMAIL', 'support-at-example'],
    ['SITE_WHATSAPP_NUMBER', '+1 555 0100'],
    ['SITE_SOCIAL_FACEBOOK_URL', 'facebook'],
    ['MF_REMOTE_EXAMS_URL', 'cdn.example.net/exams/'],
    ['MF_REMOTE_EXAMS_URL', '//cdn.example.net/exams/'],
    ['MF_REMOTE_EXAMS_URL', 'ftp://cdn.example.net/exams/'],
  ])('stops with a message naming %s when it is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name}`));
  });

  it.each([
    ['false', false],
    ['true', true],
    ['1', 1],
    ['10.0.0.0/8, 192.0.2.7', ['10.0.0.0/8', '192.0.2.7']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('uses the documented, reserved example values for the site settings by default', () => {
    const { settings } = loadConfig({});
    expect(settings).toMatchObject({
      brandName: 'NursePrep Academy',
      email: 'support@example.com',
      phone: '(202) 555-0123',
      whatsappNumber: '12025550123',
    });
    // 555-0100 to 555-0199 are the numbers reserved for fiction.
    expect(settings.phone).toMatch(/555-01\d\d/);
    expect(settings.whatsappNumber).toMatch(/^1\d{3}55501\d\d$/);
    expect(settings.socialLinks.map((link) => link.network)).toEqual(['facebook', 'instagram', 'x', 'linkedin', 'youtube']);
    for (const link of settings.socialLinks) expect(new URL(link.url).hostname).toBe('example.com');
  });

  it.each(['facebook', 'instagram', 'x', 'linkedin', 'youtube'])(
    'reads the %s link from SITE_SOCIAL_<NETWORK>_URL and keeps the defaults of the others',
    (network) => {
      const url = `https://social.example.org/${network}/nursecoach`;
      const { socialLinks } = loadConfig({ [`SITE_SOCIAL_${network.toUpperCase()}_URL`]: url }).settings;
      expect(socialLinks).toContainEqual({ network, url });
      for (const other of socialLinks.filter((link) => link.network !== network)) {
        expect(new URL(other.url).hostname).toBe('example.com');
      }
    },
  );

  it.each(['SITE_BRAND_NAME', 'SITE_PHONE'])('stops with a message naming %s when it is set but empty', (name) => {
    expect(() => loadConfig({ [name]: '' })).toThrow(new RegExp(`^Invalid configuration: ${name}`));
  });

  it('reads the site settings from SITE_* variables at start-up', () => {
    const { settings } = loadConfig({
      SITE_BRAND_NAME: 'Nurse Coach Co',
      SITE_EMAIL: 'help@nurse.example.org',
      SITE_PHONE: '(555) 010-0199',
      SITE_WHATSAPP_NUMBER: '15550100199',
      SITE_SOCIAL_FACEBOOK_URL: 'https://facebook.example.org/nursecoach',
    });
    expect(settings).toMatchObject({
      brandName: 'Nurse Coach Co',
      email: 'help@nurse.example.org',
      phone: '(555) 010-0199',
      whatsappNumber: '15550100199',
    });
    expect(settings.socialLinks).toContainEqual({ network: 'facebook', url: 'https://facebook.example.org/nursecoach' });
  });

  it('takes the public address from SITE_URL without a trailing slash, http://localhost:<PORT> by default, and gives it to the client', () => {
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100' }).settings.siteUrl).toBe('http://localhost:4100');
    const config = loadConfig({ SITE_URL: 'https://www.nurseprep.example/' });
    expect(config.siteUrl).toBe('https://www.nurseprep.example');
    expect(config.settings.siteUrl).toBe('https://www.nurseprep.example');
  });

  it.each(['www.nurseprep.example', 'ftp://nurseprep.example', 'https://nurseprep.example/?a=1', 'https://nurseprep.example/#top', ''])(
    'stops with a message naming SITE_URL when it is %p',
    (value) => {
      expect(() => loadConfig({ SITE_URL: value })).toThrow(/^Invalid configuration: SITE_URL: must be an http\(s\) URL/);
    },
  );

  it('points each remote at its local build unless MF_REMOTE_<ID>_URL says otherwise', () => {
    expect(loadConfig({}).remotes).toEqual([
      { id: 'marketing', url: '/remotes/mf-marketing-site/' },
      { id: 'exams', url: '/remotes/mf-exams/' },
      { id: 'schools', url: '/remotes/mf-schools/' },
      { id: 'checkout', url: '/remotes/mf-checkout/' },
      { id: 'staff_dashboard', url: '/remotes/mf-staff-dashboard/' },
    ]);
    const config = loadConfig({ MF_REMOTE_EXAMS_URL: 'https://cdn.example.net/exams/v2/' });
    expect(config.remotes).toContainEqual({ id: 'exams', url: 'https://cdn.example.net/exams/v2/' });
    expect(remoteOrigins(config)).toEqual(['https://cdn.example.net']);
  });

  it.each([
    ['MF_REMOTE_MARKETING_URL', 'marketing'],
    ['MF_REMOTE_EXAMS_URL', 'exams'],
    ['MF_REMOTE_SCHOOLS_URL', 'schools'],
    ['MF_REMOTE_CHECKOUT_URL', 'checkout'],
    ['MF_REMOTE_STAFF_DASHBOARD_URL', 'staff_dashboard'],
  ])('%s moves only the %s remote', (variable, id) => {
    const url = `https://${id.replace('_', '-')}.example.net/build/`;
    const { remotes } = loadConfig({ [variable]: url });
    expect(remotes.filter((remote) => remote.url === url)).toEqual([{ id, url }]);
    expect(remotes.filter((remote) => remote.url.startsWith('/remotes/'))).toHaveLength(4);
  });

  it.each(['https://cdn.example.net/exams/v2/', 'http://127.0.0.1:3101/', '/remotes/mf-exams-v2/'])('accepts %s as a remote URL', (url) => {
    expect(loadConfig({ MF_REMOTE_EXAMS_URL: url }).remotes).toContainEqual({ id: 'exams', url });
  });
});
