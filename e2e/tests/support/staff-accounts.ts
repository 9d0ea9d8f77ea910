import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot } from './api-server';

const run = promisify(execFile);

/**
 * Creates a staff account the way an operator does: the staff command (`npm run staff -w api`) on the database
 * the server uses, given by `DATA_DIR` or `DATABASE_URL` in `database`. With PGlite, before the server starts
 * (the folder lock admits one process).
 */
export async function createStaffAccount(database: { DATA_DIR: string } | { DATABASE_URL: string }, staff: { username: string; email: string; password: string }) {
  const environment: NodeJS.ProcessEnv = { ...process.env, ...database, STAFF_PASSWORD: staff.password, LOG_LEVEL: 'warn' };
  delete environment.NODE_ENV;
  if (!('DATABASE_URL' in database)) delete environment.DATABASE_URL;
  await run(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'cli', 'staff.ts'), '--username', staff.username, '--email', staff.email], {
    cwd: repositoryRoot,
    env: environment,
    timeout: 120_000,
  });
}
