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
      rateLimits: { authPerMinute: 10, formsPerMinute: 20 },
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
  ])('stops with a message naming %s when it is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name}`));
  });
});
