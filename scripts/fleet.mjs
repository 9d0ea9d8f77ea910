// npm run fleet: the site as it runs in production, on this machine (scripts/lib/fleet.mjs): HAProxy at
// http://127.0.0.1:3100 (FLEET_PORT to change) in front of two instances of the compiled server, on one
// PostgreSQL database and one Redis, with the remotes served by nginx as their own origin. Builds what is stale
// first (as npm start does). Ctrl-C stops everything.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startFleet } from './lib/fleet.mjs';

const root = path.resolve(import.meta.dirname, '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: root });
if (built.status !== 0) process.exit(built.status ?? 1);

const port = Number(process.env.FLEET_PORT ?? 3100);
try {
  const fleet = await startFleet({ port });
  console.log(`Fleet ready: HAProxy at ${fleet.url}`);
  for (const instance of fleet.instances) console.log(`  ${instance.name}: ${instance.url} (pid ${instance.pid})`);
  console.log(`  remotes origin (nginx): ${fleet.originUrl}`);
  console.log(`  PostgreSQL: ${fleet.databaseUrl}`);
  console.log(`  Redis: ${fleet.redisUrl}`);
  console.log(`  metrics: curl -H 'Authorization: Bearer ${fleet.metricsToken}' ${fleet.instances[0].url}/metrics`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await fleet.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
