// What the Lighthouse scripts share: the built site started on its own port with a fresh database (SITE_URL on
// the origin audited, so canonical URLs match), and Debian's Chromium kept off the network but for this machine.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { promoteBuiltRemotes } from './go-live.mjs';
import { serverArguments } from './server-command.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** Waits until the server at `url` answers its health check (`child`, when given, must not have exited). */
export async function waitUntilHealthy(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(new URL('/api/health', url))).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${url} was not healthy within ${timeoutMs} ms`);
}

/**
 * The production server on `port` with a fresh PGlite folder and the current build of every remote live;
 * `stop()` ends it and removes the folder.
 */
export async function startSite(port, extraEnvironment = {}) {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-audit-'));
  const token = randomBytes(24).toString('hex');
  const environment = { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', DATA_DIR: dataDir, SITE_URL: url, LOG_LEVEL: 'warn', DEPLOY_TOKEN: token, ...extraEnvironment };
  delete environment.DATABASE_URL;
  const child = spawn(process.execPath, serverArguments(), { cwd: root, env: environment, stdio: 'inherit' });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(url, child);
    promoteBuiltRemotes({ server: url, token });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid, stop };
}

/** Headless Chromium for Lighthouse (scripts/lib/chromium.mjs). */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
  });
}
