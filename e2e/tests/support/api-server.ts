import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { allRemotes, E2E_DEPLOY_TOKEN, promoteBuilt } from './deployments';
import { clearMailDir, mailDirOf } from './mailbox';
import { serverArguments } from '../../../scripts/lib/server-command.mjs';

export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..');

export interface RunningServer {
  url: string;
  /** Stops the server and removes its temporary data folder. */
  stop: () => Promise<void>;
}

export interface ServerOptions {
  port: number;
  /** Extra environment. */
  env?: Record<string, string>;
  /** The remotes whose built version is promoted once the server is up (all by default). */
  remotes?: readonly string[];
  /** How long the first start may take (PGlite creates its database: about 5 s). */
  timeoutMs?: number;
  /** Where the server's output goes; the parent's stderr by default. */
  stdio?: 'inherit' | 'ignore';
}

/** The environment every test server runs with: production mode, a fresh database, generous rate limits. */
export function serverEnvironment(port: number, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    // A production server needs its public address: the one the browsers here open.
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    RATE_LIMIT_FORMS_PER_MINUTE: '10000',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    RATE_LIMIT_STAFF_PER_MINUTE: '10000',
    DEPLOY_TOKEN: E2E_DEPLOY_TOKEN,
    // Every instance notices a promotion within a tenth of a second.
    DEPLOYMENTS_POLL_MS: '100',
    // No SMTP server: mail is written as .eml files where the specs read it (support/mailbox.ts).
    MAIL_DIR: mailDirOf(port),
    ...extra,
  };
  // The embedded database in DATA_DIR, never a PostgreSQL server the machine happens to point at.
  delete environment.DATABASE_URL;
  return environment;
}

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready`);
    try {
      const response = await fetch(new URL('/api/health', url));
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server at ${url} was not healthy within ${timeoutMs} ms`);
}

/**
 * Starts the real API server (which also serves the production build) with its own temporary data folder,
 * and makes the built version of each remote live (the registry of a new database is empty).
 */
export async function startApiServer({ port, env = {}, timeoutMs = 60_000, stdio = 'inherit', remotes = allRemotes }: ServerOptions): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `nurseprep-e2e-${port}-`));
  clearMailDir(port);
  const child = spawn(process.execPath, serverArguments(), {
    cwd: repositoryRoot,
    env: serverEnvironment(port, dataDir, env),
    stdio: ['ignore', 'ignore', stdio],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    clearMailDir(port);
  };

  try {
    await waitUntilHealthy(url, child, timeoutMs);
    await promoteBuilt(url, remotes);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
