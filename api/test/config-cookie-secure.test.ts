import { loadConfig } from '../src/config';

describe('COOKIE_SECURE', () => {
  it('defaults to true in production when SITE_URL is https://, else to auto', () => {
    expect(loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SITE_URL: 'http://intranet.example.com' }).cookieSecure).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe('auto');
    expect(loadConfig({ NODE_ENV: 'development', SITE_URL: 'https://www.example.com' }).cookieSecure).toBe('auto');
  });

  it.each([
    ['auto', 'auto'],
    ['true', true],
    ['false', false],
  ] as const)('takes COOKIE_SECURE=%s over the default', (value, expected) => {
    expect(loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com', COOKIE_SECURE: value }).cookieSecure).toBe(expected);
  });
});
