import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../src/app';
import { repositoryRoot } from '../../src/config';
import { publishFixtureVersion } from '../helpers/fixture-releases';
import { buildTestApp, openTestDatabase, testConfig } from '../helpers/test-app';

const run = promisify(execFile);

// Each test starts the command line as a process (tsx, PGlite, migrations): on two busy cores that can take
// over a minute.
jest.setTimeout(180_000);
const operator = os.userInfo().username;

/** Runs `npm run deploy -- <args>` (without npm) and returns its output and exit code; never throws. */
async function deploy(args: string[], environment: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'api/src/cli/deploy.ts', ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', DEPLOY_URL: '', DEPLOY_TOKEN: '', ...environment },
    });
    return { stdout, stderr, status: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, status: failed.code };
  }
}

const route = { path: '/cli', render: 'server', access: 'public' } as const;

describe('npm run deploy', () => {
  let folder: string;
  let environment: Record<string, string>;

  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-deploy-'));
    environment = { DATA_DIR: path.join(folder, 'data'), REMOTES_DIR: path.join(folder, 'remotes') };
  });
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('promotes a version in a PGlite folder no server holds, lists it, and refuses a tampered one with exit code 1', async () => {
    const first = publishFixtureVersion(environment.REMOTES_DIR!, { package: 'mf-cli', name: 'cli', routes: [route] });
    const tampered = publishFixtureVersion(environment.REMOTES_DIR!, { package: 'mf-cli', name: 'cli', label: 'next', routes: [route] });
    writeFileSync(path.join(tampered.folder, 'server/remoteEntry.js'), 'process.exit(1);');

    const promoted = await deploy(['mf-cli', first.version], environment);
    expect(promoted.stderr).toBe('');
    expect(promoted.stdout).toMatch(new RegExp(`^mf-cli ${first.version} is live \\(its first version\\), promoted by cli:${operator} at \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\n$`));
    expect(promoted.status).toBe(0);

    const refused = await deploy(['mf-cli', tampered.version], environment);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(`mf-cli ${tampered.version} cannot go live: ${tampered.localBaseUrl}server/remoteEntry.js fails its integrity check`);

    const status = await deploy(['--status'], environment);
    expect(status.stdout).toMatch(new RegExp(`^mf-cli ${first.version} \\(cli\\) from /remotes/mf-cli/${first.version}/, since \\S+ by cli:${operator}\\n$`));
    expect(status.status).toBe(0);
  });

  it('deploys through the running server named in <DATA_DIR>/deploy-endpoint.json, which serves the change at once', async () => {
    const first = publishFixtureVersion(environment.REMOTES_DIR!, { package: 'mf-cli', name: 'cli', routes: [route] });
    const second = publishFixtureVersion(environment.REMOTES_DIR!, { package: 'mf-cli', name: 'cli', label: 'second', routes: [route] });
    const endpointFile = path.join(environment.DATA_DIR!, 'deploy-endpoint.json');
    const app = await buildApp({ config: testConfig(environment) });
    try {
      expect(existsSync(endpointFile)).toBe(false);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const endpoint = JSON.parse(readFileSync(endpointFile, 'utf8'));
      expect(endpoint.url).toBe(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);
      expect(statSync(endpointFile).mode & 0o777).toBe(0o600);

      for (const version of [first.version, second.version]) {
        const promoted = await deploy(['mf-cli', version], environment);
        expect(promoted.stderr).toBe('');
        expect(promoted.stdout).toContain(`mf-cli ${version} is live`);
        expect(promoted.stdout).toContain(`promoted by token:cli:${operator} at`);
        expect(app.deployments.live.current().remotes.map((remote) => remote.version)).toEqual([version]);
      }
      const rolledBack = await deploy(['mf-cli', '--rollback'], environment);
      expect(rolledBack.stdout).toMatch(new RegExp(`^mf-cli ${first.version} is live \\(was ${second.version}\\), rolled back by token:cli:${operator} at `));
      expect(app.deployments.live.current().remotes.map((remote) => remote.version)).toEqual([first.version]);

      const refused = await deploy(['mf-cli', 'not-a-version'], environment);
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim()).toBe('not-a-version is neither a version id (16 hex digits) nor a base URL (http(s)://... or /remotes/<package>/<version>/)');
    } finally {
      await app.close();
    }
    expect(existsSync(endpointFile)).toBe(false);
  });

  it('promotes straight into PostgreSQL (DATABASE_URL), and a running server follows within 5 s', async () => {
    const database = await openTestDatabase('postgres');
    const app = await buildTestApp(database, { REMOTES_DIR: environment.REMOTES_DIR!, DEPLOYMENTS_POLL_MS: '100' });
    try {
      const published = publishFixtureVersion(environment.REMOTES_DIR!, { package: 'mf-cli', name: 'cli', routes: [route] });
      const promoted = await deploy(['mf-cli', published.version], { ...environment, DATABASE_URL: database.url! });
      expect(promoted.stderr).toBe('');
      expect(promoted.stdout).toContain(`mf-cli ${published.version} is live (its first version), promoted by cli:${operator}`);

      const started = Date.now();
      while (app.deployments.live.current().remotes[0]?.version !== published.version) {
        if (Date.now() - started > 5000) throw new Error('the server did not follow the promotion within 5 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
