import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from '../../src/config';

/** The real server, started as `node --import tsx api/src/server.ts` the way `npm start` runs it. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** What the server wrote to stderr so far (start-up failures, warnings). */
  stderr(): string;
  /** kill -9: no shutdown hook runs, nothing is flushed or unlocked. */
  crash(): Promise<void>;
  /** SIGTERM: the graceful shutdown of server.ts. */
  stop(): Promise<void>;
  /** Sends SIGTERM and returns at once; `exitCode` tells how the process ended. */
  terminate(): void;
  /** Resolves with the process's exit code once it has exited. */
  exitCode(): Promise<number | null>;
}

/** An empty folder as STATIC_ROOT: these tests need no front-end build (CI runs them before building). */
const emptyStaticRoot = mkdtempSync(path.join(tmpdir(), 'nurseprep-static-'));

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the server on `port` with `environment` (DATA_DIR or DATABASE_URL) and resolves once
 * GET /api/health answers. Rate limits are raised and request logging is off, as a load test needs.
 */
export async function startServer(port: number, environment: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'server.ts')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      // Only what the caller passes picks the database (not a DATABASE_URL the CI job happens to export).
      DATABASE_URL: '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      STATIC_ROOT: emptyStaticRoot,
      // Mail the server sends (no SMTP_URL) goes to a temporary folder, never the repository's data/mail.
      MAIL_DIR: path.join(tmpdir(), `nurseprep-test-mail-${process.pid}`),
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_FORMS_PER_MINUTE: '100000',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    pid: child.pid ?? -1,
    stderr: () => stderr,
    async crash() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    terminate() {
      child.kill('SIGTERM');
    },
    async exitCode() {
      await exited(child);
      return child.exitCode;
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server on port ${port} exited (${child.exitCode ?? child.signalCode}) while starting: ${stderr}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.crash();
  throw new Error(`the server on port ${port} did not answer within ${timeoutMs} ms: ${stderr}`);
}
