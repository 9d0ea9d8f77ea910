import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig, loadServerConfig, repositoryRoot } from '../src/config';

// A test here starts the server as a process (tsx, PGlite, migrations): on two busy cores that can take
// over a minute.
jest.setTimeout(180_000);

const siteUrl = 'https://www.nurseprep.example';

describe('SITE_URL', () => {
  it.each([{ NODE_ENV: 'production' }, {}])('stops a production server with a message naming SITE_URL when it is not set (%j)', (environment) => {
    expect(() => loadServerConfig(environment)).toThrow(/^Invalid configuration: SITE_URL: is required when NODE_ENV is production/);
  });

  it('is read by a production server when set', () => {
    expect(loadServerConfig({ NODE_ENV: 'production', SITE_URL: `${siteUrl}/` }).siteUrl).toBe(siteUrl);
  });

  it.each(['development', 'test'])('is http://localhost:<PORT> by default in %s', (nodeEnv) => {
    expect(loadServerConfig({ NODE_ENV: nodeEnv, PORT: '4321' }).siteUrl).toBe('http://localhost:4321');
  });

  it('is not required by the command-line tools, which read the configuration without serving the site', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).siteUrl).toBe('http://localhost:3000');
  });

  it('stops the real server at start-up, before it opens anything, with the message', () => {
    const environment: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: 'memory://', DATABASE_URL: '', PORT: '0' };
    delete environment.SITE_URL;
    const started = spawnSync(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'server.ts')], {
      cwd: repositoryRoot,
      env: environment,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/^Invalid configuration: SITE_URL: is required when NODE_ENV is production/);
  });
});

describe('API_DOCS', () => {
  it('is off in production unless set, and for anyone in development and test', () => {
    expect(loadServerConfig({ NODE_ENV: 'production', SITE_URL: siteUrl }).apiDocs).toBe('off');
    expect(loadServerConfig({ NODE_ENV: 'development' }).apiDocs).toBe('public');
    expect(loadServerConfig({ NODE_ENV: 'test' }).apiDocs).toBe('public');
  });

  it('opens the docs to staff in production with API_DOCS=staff', () => {
    expect(loadServerConfig({ NODE_ENV: 'production', SITE_URL: siteUrl, API_DOCS: 'staff' }).apiDocs).toBe('staff');
  });

  it('refuses API_DOCS=public in production, naming the variable', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production', SITE_URL: siteUrl, API_DOCS: 'public' })).toThrow(
      'Invalid configuration: API_DOCS: public is for development and test; in production use staff (staff only) or off',
    );
  });

  it('turns the docs off in development with API_DOCS=off, and stops start-up for another value', () => {
    expect(loadServerConfig({ NODE_ENV: 'development', API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow(/^Invalid configuration: API_DOCS/);
  });
});
