import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { repositoryRoot } from '../../src/config';
import { buildTestApp, openTestDatabase, testConfig } from '../helpers/test-app';

function runStaffCommand(args: string[], environment: Record<string, string>, input = '') {
  return spawnSync(process.execPath, ['--import', 'tsx', 'api/src/cli/staff.ts', ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...environment },
    input,
    encoding: 'utf8',
  });
}

describe('npm run staff', () => {
  it('creates a staff account with the password from STAFF_PASSWORD, or from stdin', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-staff-'));
    try {
      const created = runStaffCommand(['--username', 'dashboard-admin', '--email', 'admin@example.com'], {
        DATA_DIR: folder,
        STAFF_PASSWORD: 'password from the environment',
      });
      expect(created.stderr).toBe('');
      expect(created.stdout.trim()).toBe('Created the staff account dashboard-admin.');
      expect(created.status).toBe(0);

      const second = runStaffCommand(['--username', 'second-admin', '--email', 'second@example.com'], { DATA_DIR: folder, STAFF_PASSWORD: '' }, 'password from stdin\n');
      expect(second.stdout.trim()).toBe('Created the staff account second-admin.');

      const refused = runStaffCommand(['--username', 'third-admin', '--email', 'third@example.com'], { DATA_DIR: folder, STAFF_PASSWORD: 'short' });
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim()).toBe('password: Staff passwords must be at least 12 characters');

      const app = await buildApp({ config: testConfig({ DATA_DIR: folder }) });
      try {
        for (const [username, password] of [
          ['dashboard-admin', 'password from the environment'],
          ['second-admin', 'password from stdin'],
        ]) {
          const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
          expect(login.json()).toMatchObject({ username, role: 'staff' });
        }
      } finally {
        await app.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('creates and promotes staff on PostgreSQL through DATABASE_URL', async () => {
    const database = await openTestDatabase('postgres');
    try {
      const app = await buildTestApp(database);
      try {
        const signup = await app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { username: 'promoted-nurse', email: 'promoted@example.com', password: 'correct horse', confirmPassword: 'correct horse', firstName: 'Pat', lastName: 'Lee' },
        });
        expect(signup.json()).toMatchObject({ role: 'student' });

        const created = runStaffCommand(['--username', 'pg-admin', '--email', 'pg-admin@example.com'], {
          DATABASE_URL: database.url ?? '',
          STAFF_PASSWORD: 'a staff password on postgres',
        });
        expect(created.stderr).toBe('');
        expect(created.status).toBe(0);
        const promoted = runStaffCommand(['--username', 'promoted-nurse', '--keep-password'], { DATABASE_URL: database.url ?? '', STAFF_PASSWORD: '' });
        expect(promoted.stdout.trim()).toBe('promoted-nurse is now staff.');
        expect(promoted.status).toBe(0);

        for (const [username, password] of [
          ['pg-admin', 'a staff password on postgres'],
          ['promoted-nurse', 'correct horse'],
        ]) {
          const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
          expect(login.json()).toMatchObject({ username, role: 'staff' });
        }
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
});
