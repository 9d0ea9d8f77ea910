/*
 * npm run bench:deploy: measures independent deploys on the production build (run `npm run build` first).
 * - Time from the deploy command to the first HTML showing the new version, on two instances sharing one
 *   PostgreSQL database (the command writes the registry; each instance notices on its own).
 * - Render time of a page whose remote is loaded over HTTP (a static origin on another port) against one read
 *   from the server's disk: the first render after a promotion, and steady state (distinct URLs, so each
 *   request renders).
 * Prints the figures; BENCH_ROUNDS (default 5) promotions per measurement.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildRemoteInto } from '../e2e/tests/support/deployments';
import { startStaticServer } from '../e2e/tests/support/static-server';
import { defaultRemotesDir, describeBuild, describeFolders, remotePackages, routeTableOf, writeVersion } from './publish';
import { serverArguments } from './lib/server-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const token = randomBytes(24).toString('hex');
const remotesDir = defaultRemotesDir();

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
const spread = (values: number[]) => `median ${median(values).toFixed(0)} ms (min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, n=${values.length})`;

async function startInstance(port: number, databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, serverArguments(), {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, DEPLOY_TOKEN: token, LOG_LEVEL: 'warn', NODE_ENV: 'production', SITE_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_AUTH_PER_MINUTE: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`the instance on port ${port} did not start`);
}

async function promoteThrough(port: number, remotePackage: string, body: object): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/api/deployments/${remotePackage}/promote`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`promoting ${remotePackage}: ${response.status} ${await response.text()}`);
}

/** `npm run deploy` as an operator runs it, on the shared database; resolves when the command has exited. */
function deployCommand(databaseUrl: string, remotePackage: string, version: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'cli', 'deploy.ts'), remotePackage, version], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`npm run deploy exited with ${code}`))));
  });
}

/** Milliseconds from `started` until the instance's /payment HTML carries the build id. */
async function firstHtmlWith(port: number, buildId: string, started: number): Promise<number> {
  for (;;) {
    const html = await (await fetch(`http://127.0.0.1:${port}/payment`)).text();
    if (html.includes(`data-build="${buildId}"`)) return performance.now() - started;
    if (performance.now() - started > 30_000) throw new Error(`port ${port} never showed ${buildId}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.text();
  return performance.now() - started;
}

async function main(): Promise<void> {
  for (const remote of remotePackages()) {
    if (!existsSync(path.join(root, remote, 'dist-server'))) throw new Error(`${remote} is not built: run npm run build first`);
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-bench-deploy-'));
  const database = `nurseprep_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  // The origin other than the site: the same published folder, served by a plain static server.
  const origin = await startStaticServer(remotesDir, 3710);
  const instances: ChildProcess[] = [];
  try {
    console.log('Building six versions of mf-checkout…');
    const table = await routeTableOf('mf-checkout');
    const versions: { buildId: string; version: string }[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const buildId = `bench-${name}-${randomBytes(3).toString('hex')}`;
      const builds = { browser: path.join(work, name, 'browser'), server: path.join(work, name, 'server') };
      await buildRemoteInto('mf-checkout', builds, buildId);
      versions.push({ buildId, version: writeVersion(remotesDir, describeFolders('mf-checkout', builds, table)).version });
    }
    instances.push(await startInstance(3711, databaseUrl), await startInstance(3712, databaseUrl));
    for (const remote of remotePackages()) await promoteThrough(3711, remote, { version: (await describeBuild(remote)).release.version });

    const commandMs: number[] = [];
    const htmlMs: Record<number, number[]> = { 3711: [], 3712: [] };
    for (let round = 0; round < rounds * 2; round++) {
      const next = versions[4 + (round % 2)]!;
      const started = performance.now();
      const command = deployCommand(databaseUrl, 'mf-checkout', next.version).then(() => commandMs.push(performance.now() - started));
      const seen = await Promise.all([3711, 3712].map((port) => firstHtmlWith(port, next.buildId, started)));
      await command;
      htmlMs[3711]!.push(seen[0]!);
      htmlMs[3712]!.push(seen[1]!);
    }
    console.log('\nFrom `npm run deploy -- mf-checkout <version>` to the first HTML showing it (poll 1 s, PostgreSQL, 2 instances):');
    console.log(`  the command itself (start node, verify every file, write the registry): ${spread(commandMs)}`);
    console.log(`  instance A: ${spread(htmlMs[3711]!)}`);
    console.log(`  instance B: ${spread(htmlMs[3712]!)}`);

    console.log('\nRender time of /payment (the checkout remote from disk vs over HTTP from another origin):');
    // Each transport gets two versions no instance has read yet (the deploy rounds used e and f): the first two
    // promotions fetch and check the node files; later ones find them kept by version and only start a new
    // render thread.
    for (const [label, pair, target] of [
      ['HTTP (origin on port 3710)', [versions[0]!, versions[1]!], (version: string) => ({ url: `http://127.0.0.1:3710/mf-checkout/${version}/` })],
      ['disk (/remotes/ on the server)', [versions[2]!, versions[3]!], (version: string) => ({ version })],
    ] as const) {
      const cold: number[] = [];
      const warm: number[] = [];
      const steady: number[] = [];
      for (let round = 0; round < rounds * 2; round++) {
        const next = pair[round % 2]!;
        await promoteThrough(3711, 'mf-checkout', target(next.version));
        const first = await timedGet(`http://127.0.0.1:3711/payment?first=${round}-${label.length}`);
        (round < 2 ? cold : warm).push(first);
        for (let request = 0; request < 10; request++) steady.push(await timedGet(`http://127.0.0.1:3711/payment?steady=${round}-${request}-${label.length}`));
      }
      console.log(`  ${label}:\n    first render, node files fetched and checked: ${spread(cold)}\n    first render, files kept (new thread): ${spread(warm)}\n    steady state: ${spread(steady)}`);
    }
  } finally {
    for (const instance of instances) instance.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await origin.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
