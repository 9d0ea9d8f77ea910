// npm run bench:fleet: the fleet of scripts/lib/fleet.mjs (HAProxy, two compiled instances, PostgreSQL, Redis,
// nginx for the remotes) under a constant load from autocannon on loopback, bounded in time. Prints:
//   - throughput through HAProxy with one instance in rotation and with two (GET /api/site-config and GET /);
//   - a rolling restart of both instances (SIGTERM, wait, start, back in rotation) under load: errors and non-2xx;
//   - one instance killed with SIGKILL under load: the requests that failed, against those in flight.
// `--throughput` runs only the first part (npm run bench:api runs it that way). Needs `npm run build` first.
// Not a test: it prints figures. BENCH_SECONDS (default 5) sets each throughput run's length.
import autocannon from 'autocannon';
import { startFleet } from './lib/fleet.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const throughputOnly = process.argv.includes('--throughput');

function summary(result) {
  const failed = result.errors + result.timeouts;
  return {
    requests: result.requests.total,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    errors: failed,
  };
}

/** A load of `paths` in turn for `seconds`, or until `during` (when given) has finished. */
async function loadWhile(url, paths, { seconds, during }) {
  const run = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  let failures = 0;
  run.on('reqError', () => (failures += 1));
  const finished = new Promise((resolve) => run.once('done', resolve));
  if (during) {
    await during();
    run.stop();
  }
  const result = await finished;
  return { ...summary(result), failures };
}

const fleet = await startFleet({ port: 3150, stdio: 'ignore' });
const [first, second] = fleet.instances;
try {
  console.log(`Fleet at ${fleet.url}: ${fleet.instances.map((instance) => instance.url).join(', ')}`);
  const rows = {};
  for (const [label, path] of [
    ['GET /api/site-config', '/api/site-config'],
    ['GET / (page)', '/'],
  ]) {
    await fleet.askBalancer('disable server instances/instance2');
    rows[`${label}, one instance`] = await loadWhile(fleet.url, [path], { seconds: SECONDS });
    await fleet.askBalancer('enable server instances/instance2');
    await fleet.balancerSees(second, 'UP');
    rows[`${label}, two instances`] = await loadWhile(fleet.url, [path], { seconds: SECONDS });
  }
  console.log('\nThroughput through HAProxy (autocannon on the same machine: it, HAProxy and the instances share the cores)');
  console.table(rows);

  if (!throughputOnly) {
    const paths = ['/api/site-config', '/', '/exams/teas', '/api/blog-posts'];
    const rolling = await loadWhile(fleet.url, paths, {
      seconds: 300,
      during: async () => {
        for (const instance of [first, second]) {
          await instance.stop();
          await fleet.balancerSees(instance, 'DOWN');
          await instance.start();
          await fleet.balancerSees(instance, 'UP');
        }
      },
    });
    const killed = await loadWhile(fleet.url, paths, {
      seconds: 300,
      during: async () => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await first.kill();
        await fleet.balancerSees(first, 'DOWN');
        await new Promise((resolve) => setTimeout(resolve, 2000));
      },
    });
    console.log(`\nUnder a constant load of ${CONNECTIONS} connections (GET ${paths.join(', ')}):`);
    console.table({ 'rolling restart of both instances (SIGTERM)': rolling, 'instance1 killed with SIGKILL': killed });
    console.log(`With SIGKILL at most ${CONNECTIONS} requests can be in flight on the killed instance (one per connection).`);
  }
} finally {
  await fleet.stop();
}
