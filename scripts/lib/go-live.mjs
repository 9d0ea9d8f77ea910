// Making the current build of every remote live on a server: publishes each remote's build as a version in
// REMOTES_DIR (nothing is written for a version published before), then promotes those versions, either
// straight into the database of the environment (before a server starts) or through a running server's
// deploy endpoint with its token. For npm start and the scripts that start the built site to measure it.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

function runScript(script, args, { capture = false, env = process.env } = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
    cwd: root,
    env,
    stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed (exit ${result.status})`);
  return result.stdout;
}

/** Publishes every remote's current build into the REMOTES_DIR of `env`; answers [{ package, version }]. */
export function publishBuiltRemotes({ env = process.env } = {}) {
  return JSON.parse(runScript('scripts/publish.ts', ['--all', '--no-build', '--json'], { capture: true, env }));
}

/**
 * Makes every remote's current build live: through `server` with `token` when given, else in the database
 * the environment names (DATABASE_URL or DATA_DIR). Prints one line per remote.
 */
export function promoteBuiltRemotes({ server, token, env = process.env } = {}) {
  const pairs = publishBuiltRemotes({ env }).flatMap((published) => [published.package, published.version]);
  const through = server ? ['--server', server] : [];
  runScript('api/src/cli/deploy.ts', [...through, ...pairs], { env: token ? { ...env, DEPLOY_TOKEN: token } : env });
}
