import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import pg from 'pg';
import { repositoryRoot } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createRepositories } from '../src/db/repositories';
import { createOrPromoteStaff } from '../src/accounts/staff-accounts';
import { signatureOf, startFakeGraph, statusEvent, whatsappEnvironment, type FakeGraph } from '../test/helpers/fake-graph';
import { startServer, type ServerProcess } from '../test/robustness/server-process';
import { promoteBuiltRemotes } from '../../scripts/lib/go-live.mjs';

/** The page scenarios need the remotes live: the bench promotes the built versions with this token. */
const BENCH_DEPLOY_TOKEN = randomBytes(24).toString('hex');

/**
 * `npm run bench:api`: req/s and p99 latency of two content reads and the service-request form, served by the
 * real server (a child process, rate limits raised) on PGlite and on PostgreSQL, each beside a bare node:http
 * server answering the same JSON in the same run. Bounded: BENCH_SECONDS per run (default 5) and at most
 * BENCH_MAX_REQUESTS requests per run. Not a test: it prints a table and whether the goals were met.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS ?? 1_000_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'warn';
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER_PORTS = { pglite: 3780, postgres: 3781 } as const;
const BARE_PORT = 3790;

type Kind = keyof typeof SERVER_PORTS;

interface Scenario {
  name: string;
  kind: 'read' | 'write' | 'webhook' | 'page';
  requests: (run: string) => Request[];
}

const ARTICLE = '/resources/blog/how-to-pass-teas-7';

/** A query no visit has used, so each request is a page the server has not rendered yet (the cache misses). */
function uncachedPage(pathName: string): (run: string) => Request[] {
  return (run) => {
    let sent = 0;
    return [{ method: 'GET', path: pathName, setupRequest: (request) => ({ ...request, path: `${pathName}?bench=${run}-${(sent += 1)}` }) }];
  };
}

const scenarios: Scenario[] = [
  { name: 'GET /api/exam-types', kind: 'read', requests: () => [{ method: 'GET', path: '/api/exam-types' }] },
  { name: 'GET /api/blog-posts', kind: 'read', requests: () => [{ method: 'GET', path: '/api/blog-posts' }] },
  // Server-rendered pages (visitors): from the page cache, and rendered afresh for every request.
  { name: 'GET / (rendered page, cached)', kind: 'page', requests: () => [{ method: 'GET', path: '/' }] },
  { name: `GET ${ARTICLE} (cached)`, kind: 'page', requests: () => [{ method: 'GET', path: ARTICLE }] },
  { name: 'GET / (rendered for each request)', kind: 'page', requests: uncachedPage('/') },
  { name: `GET ${ARTICLE} (rendered for each request)`, kind: 'page', requests: uncachedPage(ARTICLE) },
  {
    name: 'POST /api/service-requests',
    kind: 'write',
    requests: (run) => {
      let sent = 0;
      return [
        {
          method: 'POST',
          path: '/api/service-requests',
          headers: { 'content-type': 'application/json' },
          // A new person each time: every request inserts a request and a lead.
          setupRequest: (request) => {
            sent += 1;
            return {
              ...request,
              body: JSON.stringify({
                name: `Bench ${run} ${sent}`,
                email: `bench-${run}-${sent}@example.com`,
                phone: '15550100123',
                serviceType: 'exam-prep',
                urgencyLevel: 'medium',
                budget: '500-1000',
                description: 'Benchmark request: a four-week TEAS plan, please.',
                preferredContactMethod: 'email',
              }),
            };
          },
        },
      ];
    },
  },
  {
    // Meta's delivery statuses: each request is signed (HMAC-SHA256 checked in constant time over the raw
    // body), parsed and applied; the wamid is one the server sent, so each is a real forward-only UPDATE.
    name: 'POST /api/whatsapp/webhook (signed status)',
    kind: 'webhook',
    requests: () => {
      const body = statusEvent([{ wamid: benchWamid, status: 'read', recipient: '15550100123' }]);
      return [{ method: 'POST', path: '/api/whatsapp/webhook', headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body) }, body }];
    },
  },
];

/** The wamid of the message the bench sends before measuring the webhook (set per database). */
let benchWamid = 'wamid.unset';
const CAMPAIGN_RECIPIENTS = Number(process.env.BENCH_CAMPAIGN_RECIPIENTS ?? 1000);
const CAMPAIGN_RATE = Number(process.env.BENCH_CAMPAIGN_RATE ?? 1000);
const staffAccount = { username: 'bench_staff', email: 'bench-staff@example.com', password: 'bench staff password' };

interface CampaignMeasure {
  database: Kind;
  recipients: number;
  seconds: number;
  perSecond: number;
  sentOnce: boolean;
}

/** Staff, a sent message for the webhook to update, and CAMPAIGN_RECIPIENTS consenting leads, before the server starts. */
async function seedForWhatsapp(environment: Record<string, string>): Promise<void> {
  const handle = await openDatabase({ databaseUrl: environment.DATABASE_URL, dataDir: environment.DATA_DIR ?? 'memory://' });
  try {
    const repositories = createRepositories(handle.db);
    await createOrPromoteStaff(repositories.users, staffAccount);
    for (let index = 0; index < CAMPAIGN_RECIPIENTS; index += 1) {
      await repositories.leadContacts.recordFormContact({ name: `Campaign ${index}`, email: `campaign-${index}@example.com`, phone: `4479${String(index).padStart(7, '0')}`, examType: 'TEAS', source: 'service-request', whatsappConsent: true });
    }
  } finally {
    await handle.close();
  }
}

async function staffCookie(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: staffAccount.username, password: staffAccount.password }) });
  return response.headers.getSetCookie().find((header) => header.startsWith('nurseprep_session='))?.split(';')[0] ?? '';
}

/** One campaign to every seeded lead at CAMPAIGN_RATE: messages per second from the request to 'sent'. */
async function benchCampaign(kind: Kind, server: ServerProcess, graph: FakeGraph, cookie: string): Promise<CampaignMeasure> {
  const before = graph.received.length;
  const started = Date.now();
  const response = await fetch(`${server.url}/api/marketing/campaign`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ id: 'bench', name: 'Bench campaign', message: 'Benchmark campaign message.', targetAudience: 'all', status: 'draft' }),
  });
  const { campaignId, queued } = (await response.json()) as { campaignId: number; queued: number };
  for (;;) {
    const list = (await (await fetch(`${server.url}/api/marketing/campaigns?pageSize=100`, { headers: { cookie } })).json()) as { items: { id: number; status: string }[] };
    if (list.items.find((item) => item.id === campaignId)?.status !== 'sending') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (Date.now() - started) / 1000;
  const sent = graph.received.slice(before);
  return { database: kind, recipients: queued, seconds, perSecond: queued / seconds, sentOnce: new Set(sent.map((message) => message.to)).size === sent.length && sent.length === queued };
}

const campaignResults: CampaignMeasure[] = [];

/** The server process's resident memory after each page scenario (its render thread included). */
const memoryResults: Array<{ database: Kind; scenario: string; rssMb: number }> = [];

function residentMegabytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
    return kilobytes / 1024;
  } catch {
    return Number.NaN;
  }
}

interface Measured {
  requestsPerSecond: number;
  p99: number;
  failures: number;
}

async function measure(url: string, requests: Request[], seconds: number): Promise<Measured> {
  const result: Result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    maxOverallRequests: MAX_REQUESTS,
    timeout: 10,
    requests,
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

async function waitForAnswer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** The bare node:http baseline, in its own process like the real server, answering `bodies`. */
async function startBareServer(bodies: Record<string, string>): Promise<{ url: string; stop(): void }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'nurseprep-bench-'));
  const bodiesFile = path.join(folder, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('api', 'bench', 'bare-server.ts')], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: String(BARE_PORT), BODIES_FILE: bodiesFile },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${BARE_PORT}`;
  await waitForAnswer(`${url}/api/exam-types`);
  return {
    url,
    stop() {
      child.kill('SIGTERM');
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A fresh PostgreSQL database for one run (dropped afterwards) or a fresh PGlite folder. */
async function freshDatabase(kind: Kind): Promise<{ environment: Record<string, string>; remove(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nurseprep-bench-pglite-'));
    return { environment: { DATA_DIR: dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `nurseprep_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { environment: { DATABASE_URL: url.toString() }, remove: () => admin(`drop database if exists ${name} with (force)`) };
}

interface Row {
  database: Kind;
  scenario: Scenario;
  server: Measured;
  bare: Measured;
}

async function benchDatabase(kind: Kind): Promise<Row[]> {
  const database = await freshDatabase(kind);
  const graph = await startFakeGraph();
  let server: ServerProcess | null = null;
  let bare: { url: string; stop(): void } | null = null;
  try {
    await seedForWhatsapp(database.environment);
    server = await startServer(SERVER_PORTS[kind], {
      ...database.environment,
      // The built site, so the page scenarios are rendered (run `npm run build` first).
      STATIC_ROOT: repositoryRoot,
      LOG_LEVEL,
      RATE_LIMIT_STAFF_PER_MINUTE: '100000',
      ...whatsappEnvironment(graph, { WHATSAPP_SEND_RATE_PER_SECOND: String(CAMPAIGN_RATE) }),
      DEPLOY_TOKEN: BENCH_DEPLOY_TOKEN,
    });
    promoteBuiltRemotes({ server: server.url, token: BENCH_DEPLOY_TOKEN });
    const cookie = await staffCookie(server);
    const sent = await fetch(`${server.url}/api/whatsapp/send`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ to: '15550100123', message: 'Bench', type: 'text' }) });
    benchWamid = ((await sent.json()) as { wamid: string }).wamid;
    const bodies: Record<string, string> = {};
    // The bare server answers the same bytes: JSON of the reads, and the HTML of the rendered pages.
    for (const scenario of scenarios.filter((candidate) => candidate.kind === 'read' || candidate.kind === 'page')) {
      const pathName = scenario.requests('')[0]?.path ?? '/';
      bodies[pathName] = await (await fetch(`${server.url}${pathName}`)).text();
    }
    bare = await startBareServer(bodies);

    const rows: Row[] = [];
    for (const scenario of scenarios) {
      const run = randomBytes(3).toString('hex');
      // One second each to warm up the JIT, the connection pool and the caches, then the measured runs.
      await measure(server.url, scenario.requests(`${run}w`), 1);
      await measure(bare.url, scenario.requests(`${run}w`), 1);
      const serverResult = await measure(server.url, scenario.requests(run), SECONDS);
      const bareResult = await measure(bare.url, scenario.requests(run), SECONDS);
      rows.push({ database: kind, scenario, server: serverResult, bare: bareResult });
      if (scenario.kind === 'page') memoryResults.push({ database: kind, scenario: scenario.name, rssMb: residentMegabytes(server.pid) });
      process.stderr.write(`  ${kind} ${scenario.name}: ${Math.round(serverResult.requestsPerSecond)} req/s\n`);
    }
    const campaign = await benchCampaign(kind, server, graph, cookie);
    campaignResults.push(campaign);
    process.stderr.write(`  ${kind} campaign: ${campaign.recipients} messages in ${campaign.seconds.toFixed(1)} s\n`);
    return rows;
  } finally {
    bare?.stop();
    await server?.stop();
    await graph.close();
    await database.remove();
  }
}

function table(rows: Row[]): string {
  const lines = [
    '| Database | Request | API req/s | API p99 ms | Bare node:http req/s | Bare p99 ms | Ratio |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const failed = row.server.failures + row.bare.failures > 0 ? ` (${row.server.failures}/${row.bare.failures} failed)` : '';
    lines.push(
      `| ${row.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${row.scenario.name}${failed} | ${Math.round(row.server.requestsPerSecond)} | ${row.server.p99} | ` +
        `${Math.round(row.bare.requestsPerSecond)} | ${row.bare.p99} | ${(row.server.requestsPerSecond / row.bare.requestsPerSecond).toFixed(2)}x |`,
    );
  }
  return lines.join('\n');
}

function goals(rows: Row[]): string[] {
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  const reads = rows.filter((row) => row.scenario.kind === 'read');
  const worstRead = Math.min(...reads.map((row) => row.server.requestsPerSecond / row.bare.requestsPerSecond));
  const postgresWrite = rows.find((row) => row.database === 'postgres' && row.scenario.kind === 'write');
  return [
    `Content reads at least 0.5x the bare server: worst ${worstRead.toFixed(2)}x, ${verdict(worstRead >= 0.5)}`,
    postgresWrite
      ? `Service requests on PostgreSQL at least 2,000/s with p99 under 50 ms: ${Math.round(postgresWrite.server.requestsPerSecond)}/s, ` +
        `p99 ${postgresWrite.server.p99} ms, ${verdict(postgresWrite.server.requestsPerSecond >= 2000 && postgresWrite.server.p99 < 50)}`
      : 'Service requests on PostgreSQL: not measured',
  ];
}

async function main(): Promise<void> {
  const kinds = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((kind) => kind.trim()) as Kind[];
  process.stderr.write(
    `Benchmarking ${kinds.join(' and ')}: ${CONNECTIONS} connections, ${SECONDS} s per run, LOG_LEVEL=${LOG_LEVEL}, ` +
      `${cpus().length} cores, Node ${process.version}\n`,
  );
  const rows: Row[] = [];
  for (const kind of kinds) rows.push(...(await benchDatabase(kind)));
  console.log(`\n${table(rows)}\n`);
  console.log('| Database | Campaign recipients | Seconds to sent | Messages/s (rate limit ' + CAMPAIGN_RATE + '/s) | Each once |');
  console.log('|---|---:|---:|---:|---|');
  for (const campaign of campaignResults) {
    console.log(`| ${campaign.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${campaign.recipients} | ${campaign.seconds.toFixed(1)} | ${Math.round(campaign.perSecond)} | ${campaign.sentOnce ? 'yes' : 'NO'} |`);
  }
  console.log('');
  console.log('| Database | After | Server RSS MB |');
  console.log('|---|---|---:|');
  for (const memory of memoryResults) console.log(`| ${memory.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${memory.scenario} | ${memory.rssMb.toFixed(0)} |`);
  console.log('');
  for (const line of goals(rows)) console.log(line);
}

await main();
