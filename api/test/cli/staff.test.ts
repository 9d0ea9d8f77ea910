import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { repositoryRoot } from '../../src/config';
import type { DatabaseKind } from '../../src/db/client';
import { buildTestApp, databaseKinds, openTestDatabase, sessionCookieOf, testConfig, type TestDatabase } from '../helpers/test-app';

// Each test starts the command as a process several times (tsx, PGlite, migrations) and the server between them:
// on two busy cores one test can take over a minute.
jest.setTimeout(180_000);

function runStaffCommand(args: string[], environment: Record<string, string>, input = '') {
  return spawnSync(process.execPath, ['--import', 'tsx', 'api/src/cli/staff.ts', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', ...environment },
    input,
    encoding: 'utf8',
  });
}

/** A database the command and the server take turns on: a PGlite folder (one process at a time) or a PostgreSQL database. */
interface StaffDatabase {
  /** What the command needs to find the database. */
  environment: Record<string, string>;
  /** Runs `use` with a server on the database, closed again before returning (PGlite's folder lock allows one process). */
  withApp(use: (app: FastifyInstance) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

async function openStaffDatabase(kind: DatabaseKind): Promise<StaffDatabase> {
  if (kind === 'pglite') {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-staff-'));
    return {
      environment: { DATA_DIR: folder },
      async withApp(use) {
        const app = await buildApp({ config: testConfig({ DATA_DIR: folder }) });
        try {
          await use(app);
        } finally {
          await app.close();
        }
      },
      async close() {
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const database: TestDatabase = await openTestDatabase('postgres');
  return {
    environment: { DATABASE_URL: database.url ?? '' },
    async withApp(use) {
      const app = await buildTestApp(database);
      try {
        await use(app);
      } finally {
        await app.close();
      }
    },
    close: () => database.close(),
  };
}

describe.each(databaseKinds)('npm run staff on %s', (kind) => {
  let database: StaffDatabase;

  beforeAll(async () => {
    database = await openStaffDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates a staff account with the password from STAFF_PASSWORD, or from stdin, and refuses a short one', async () => {
    const created = runStaffCommand(['--username', 'dashboard-admin', '--email', 'admin@example.com'], {
      ...database.environment,
      STAFF_PASSWORD: 'password from the environment',
    });
    expect(created.stderr).toBe('');
    expect(created.stdout.trim()).toBe('Created the staff account dashboard-admin.');
    expect(created.status).toBe(0);

    const second = runStaffCommand(
      ['--username', 'second-admin', '--email', 'second@example.com'],
      { ...database.environment, STAFF_PASSWORD: '' },
      'password from stdin\n',
    );
    expect(second.stdout.trim()).toBe('Created the staff account second-admin.');
    expect(second.status).toBe(0);

    const refused = runStaffCommand(['--username', 'third-admin', '--email', 'third@example.com'], { ...database.environment, STAFF_PASSWORD: 'short' });
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe('password: Staff passwords must be at least 12 characters');

    await database.withApp(async (app) => {
      for (const [username, password] of [
        ['dashboard-admin', 'password from the environment'],
        ['second-admin', 'password from stdin'],
      ]) {
        const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
        expect(login.statusCode).toBe(200);
        expect(login.json()).toMatchObject({ username, role: 'staff' });
      }
      const third = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'third-admin', password: 'short' } });
      expect(third.statusCode).toBe(401);
    });
  });

  it('promotes an existing student only with a new password, ending their sessions, and demotes them again', async () => {
    let studentCookie = '';
    await database.withApp(async (app) => {
      const signup = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { username: 'promoted-nurse', email: 'promoted@example.com', password: 'correct horse', confirmPassword: 'correct horse', firstName: 'Pat', lastName: 'Lee' },
      });
      expect(signup.statusCode).toBe(201);
      expect(signup.json()).toMatchObject({ role: 'student', emailVerified: false });
      studentCookie = sessionCookieOf(signup);
    });

    const keeping = runStaffCommand(['--username', 'promoted-nurse', '--keep-password'], { ...database.environment, STAFF_PASSWORD: '' });
    expect(keeping.status).toBe(1);
    expect(keeping.stderr).toContain("Unknown option '--keep-password'");
    const withoutPassword = runStaffCommand(['--username', 'promoted-nurse'], { ...database.environment, STAFF_PASSWORD: '' });
    expect(withoutPassword.status).toBe(1);
    expect(withoutPassword.stderr.trim()).toBe('promoted-nurse needs a new password of at least 12 characters: set STAFF_PASSWORD or type one at the prompt.');

    const promoted = runStaffCommand(['--username', 'promoted-nurse'], { ...database.environment, STAFF_PASSWORD: 'the new staff password' });
    expect(promoted.stderr).toBe('');
    expect(promoted.stdout.trim()).toBe('promoted-nurse is now staff with the new password; their sessions have ended.');
    expect(promoted.status).toBe(0);

    await database.withApp(async (app) => {
      expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: studentCookie } })).json()).toBeNull();
      const oldPassword = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'promoted-nurse', password: 'correct horse' } });
      expect(oldPassword.statusCode).toBe(401);
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'promoted-nurse', password: 'the new staff password' } });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ username: 'promoted-nurse', role: 'staff', emailVerified: true });
      studentCookie = sessionCookieOf(login);
    });

    const demoted = runStaffCommand(['demote', 'promoted-nurse'], database.environment);
    expect(demoted.stderr).toBe('');
    expect(demoted.stdout.trim()).toBe('promoted-nurse is a student again; their sessions have ended.');
    expect(demoted.status).toBe(0);

    await database.withApp(async (app) => {
      expect((await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: studentCookie } })).json()).toBeNull();
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'promoted-nurse', password: 'the new staff password' } });
      expect(login.json()).toMatchObject({ role: 'student' });
    });
  });

  it('prints its usage for a command it does not know', () => {
    const unknown = runStaffCommand(['promote', 'someone'], database.environment);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('npm run staff -w api -- demote <username>');
    expect(unknown.stderr).toContain('a promotion never keeps the');
  });
});
