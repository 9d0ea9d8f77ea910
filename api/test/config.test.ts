import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, repositoryRoot } from '../src/config';

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
    ['REMOTES_DIR', ''],
    ['REMOTES_BASE_URL', 'cdn.example.net/remotes/'],
    ['REMOTES_BASE_URL', '//cdn.example.net/remotes/'],
    ['REMOTES_BASE_URL', 'ftp://cdn.example.net/remotes/'],
    ['REMOTES_BASE_URL', 'remotes/'],
    ['REMOTES_BASE_URL', ''],
    ['DEPLOY_TOKEN', 'short-token'],
    ['DEPLOYMENTS_POLL_MS', '99'],
    ['DEPLOYMENTS_POLL_MS', '5001'],
    ['DEPLOYMENTS_POLL_MS', '250.5'],
    ['DEPLOYMENTS_POLL_MS', 'often'],
  ])('stops with a message naming %s when it is %p', (name, value) => {
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

  it('publishes remotes to <repository>/deployments served at /remotes/, with no deploy token and a poll each second, by default', () => {
    expect(loadConfig({}).deployments).toEqual({
      remotesDir: path.join(repositoryRoot, 'deployments'),
      remotesBaseUrl: '/remotes/',
      token: undefined,
      pollMs: 1000,
    });
  });

  it('reads REMOTES_DIR as a folder, relative to the working directory when not absolute', () => {
    expect(loadConfig({ REMOTES_DIR: '/srv/nurseprep/remotes' }).deployments.remotesDir).toBe('/srv/nurseprep/remotes');
    expect(loadConfig({ REMOTES_DIR: 'published' }).deployments.remotesDir).toBe(path.resolve('published'));
  });

  it.each([
    ['https://cdn.example.net/remotes/', 'https://cdn.example.net/remotes/'],
    ['https://cdn.example.net/remotes', 'https://cdn.example.net/remotes/'],
    ['http://127.0.0.1:3101', 'http://127.0.0.1:3101/'],
    ['/remotes/', '/remotes/'],
    ['/static/remotes', '/static/remotes/'],
    ['  https://cdn.example.net/nurseprep  ', 'https://cdn.example.net/nurseprep/'],
  ])('accepts REMOTES_BASE_URL=%p as %p (a folder: always ending with /)', (value, expected) => {
    expect(loadConfig({ REMOTES_BASE_URL: value }).deployments.remotesBaseUrl).toBe(expected);
  });

  it('says what a bad REMOTES_BASE_URL must be', () => {
    expect(() => loadConfig({ REMOTES_BASE_URL: '//cdn.example.net/remotes/' })).toThrow(
      'Invalid configuration: REMOTES_BASE_URL: must be an http(s) URL or a path on this site starting with /',
    );
  });

  it('takes a DEPLOY_TOKEN of 24 characters or more as it is, and an empty one as no token', () => {
    const token = 'abcdefghijklmnopqrstuvwx';
    expect(loadConfig({ DEPLOY_TOKEN: token }).deployments.token).toBe(token);
    expect(loadConfig({ DEPLOY_TOKEN: `  ${token}0123  ` }).deployments.token).toBe(`${token}0123`);
    expect(loadConfig({ DEPLOY_TOKEN: '' }).deployments.token).toBeUndefined();
    expect(loadConfig({ DEPLOY_TOKEN: '   ' }).deployments.token).toBeUndefined();
  });

  it('refuses a DEPLOY_TOKEN shorter than 24 characters, saying how to make one, without printing it', () => {
    const short = 'abcdefghijklmnopqrstuvw';
    let message = '';
    try {
      loadConfig({ DEPLOY_TOKEN: short });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('Invalid configuration: DEPLOY_TOKEN: must be at least 24 characters (for example: openssl rand -hex 24)');
    expect(message).not.toContain(short);
  });

  it.each([
    ['100', 100],
    ['2500', 2500],
    ['5000', 5000],
  ])('reads DEPLOYMENTS_POLL_MS=%s (100 to 5000 ms)', (value, expected) => {
    expect(loadConfig({ DEPLOYMENTS_POLL_MS: value }).deployments.pollMs).toBe(expected);
  });
});
