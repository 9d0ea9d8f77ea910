// A production-shaped fleet on one machine, from standard parts: HAProxy (Debian's package) balancing two
// instances of the compiled server, which share one PostgreSQL database and one Redis; the remotes' versions
// served by nginx as their own static origin (standing in for a CDN or an object store). Used by `npm run fleet`,
// the fleet e2e spec and `npm run bench:fleet`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { promoteBuiltRemotes } from './go-live.mjs';
import { serverArguments } from './server-command.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const haproxyBinary = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** After SIGTERM an instance serves on this long while /readyz says draining: more than HAProxy's check interval. */
const SHUTDOWN_DELAY_MS = 2500;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}

const answers = (url) => fetch(url).then((response) => response.status === 200);

function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A fresh database of its own on the PostgreSQL server `adminUrl` reaches; its URL. */
async function freshDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** What HAProxy's runtime API answers `command` on its stats socket. */
function askHaproxy(socketPath, command) {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (text += chunk));
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
    socket.end(`${command}\n`);
  });
}

/** Each instance's state as HAProxy's checks see it: { instance1: 'UP', instance2: 'DOWN', ... }. */
async function balancerStates(socketPath) {
  const [header, ...rows] = (await askHaproxy(socketPath, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const proxy = columns.indexOf('pxname');
  const server = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const states = {};
  for (const row of rows) {
    const fields = row.split(',');
    if (fields[proxy] === 'instances' && fields[server].startsWith('instance')) states[fields[server]] = fields[status];
  }
  return states;
}

function haproxyConfig({ port, instancePorts, socketPath }) {
  return `# Written by scripts/lib/fleet.mjs.
global
  maxconn 4096
  stats socket ${socketPath} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  # Shorter than the instances' keep-alive (72 s), so HAProxy, not the instance, ends an idle connection.
  timeout http-keep-alive 10s
  option forwardfor
  # A request whose connection was refused (an instance that stopped listening, or died) goes to another
  # instance; a GET or HEAD that got no answer at all is sent again. Never a POST: it may have been stored.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend site
  bind 127.0.0.1:${port}
  # One id per request, handed to the instance (which trusts this proxy) and found in both logs.
  unique-id-format %[uuid()]
  http-request set-header X-Request-ID %[unique-id]
  http-request disable-l7-retry if !METH_GET
  # Metrics are for Prometheus, which scrapes each instance directly, never through the public address.
  http-request deny deny_status 404 if { path /metrics }
  default_backend instances

backend instances
  balance roundrobin
  # An instance gets traffic only while /readyz says ready: database migrated, renderer up, Redis reachable,
  # not draining for a shutdown.
  option httpchk
  http-check send meth GET uri /readyz
  http-check expect status 200
  default-server inter 500ms fall 1 rise 1
${instancePorts.map((instancePort, index) => `  server instance${index + 1} 127.0.0.1:${instancePort} check`).join('\n')}
`;
}

function nginxConfig({ originPort, remotesDir, dir }) {
  return `# Written by scripts/lib/fleet.mjs: the remotes' static origin.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
user root;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  gzip on;
  gzip_types application/javascript text/javascript application/json text/css;
  server {
    listen 127.0.0.1:${originPort};
    root ${remotesDir};
    location / {
      # A version's files never change (the version is named by them): cached for good, fetched from any page.
      add_header Access-Control-Allow-Origin * always;
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      add_header X-Content-Type-Options nosniff always;
    }
  }
}
`;
}

/**
 * Starts the fleet: nginx (origin of the remotes), the current build of every remote published there and
 * promoted, two instances, then HAProxy in front. Resolves once the balancer answers /readyz.
 */
export async function startFleet({
  port = 3100,
  instancePorts = [port + 101, port + 102],
  originPort = port + 1,
  adminDatabaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl = process.env.FLEET_REDIS_URL ?? 'redis://127.0.0.1:6379/14',
  siteUrl = `http://127.0.0.1:${port}`,
  env = {},
  stdio = 'inherit',
} = {}) {
  for (const [name, binary] of [
    ['HAProxy', haproxyBinary],
    ['nginx', nginxBinary],
  ]) {
    if (!existsSync(binary)) throw new Error(`${name} is not installed (${binary}): apt-get install -y haproxy nginx-light`);
  }
  const dir = path.join(root, '.tmp', `fleet-${port}`);
  rmSync(dir, { recursive: true, force: true });
  const remotesDir = path.join(dir, 'remotes');
  mkdirSync(remotesDir, { recursive: true });
  const children = new Set();
  const startProcess = (command, args, options) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', stdio], ...options });
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };
  const stopAll = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all([...children].map(exited));
  };

  try {
    const databaseUrl = await freshDatabase(adminDatabaseUrl, `nurseprep_fleet_${port}`);
    // A fresh start for the shared counters too (the fleet's own Redis database).
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.flushdb();
    redis.disconnect();
    const originUrl = `http://127.0.0.1:${originPort}/`;
    const deployToken = randomBytes(24).toString('hex');
    const metricsToken = randomBytes(16).toString('hex');
    writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ originPort, remotesDir, dir }));
    startProcess(nginxBinary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir]);

    const environment = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dir, 'data'),
      REDIS_URL: redisUrl,
      SITE_URL: siteUrl,
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
      REMOTES_DIR: remotesDir,
      REMOTES_BASE_URL: originUrl,
      DEPLOY_TOKEN: deployToken,
      METRICS_TOKEN: metricsToken,
      MAIL_DIR: path.join(dir, 'mail'),
      LOG_LEVEL: 'warn',
      ...env,
    };
    // Every remote's current build, published on the origin and promoted in the fleet's registry.
    await until('the remotes origin (nginx) did not answer', () => fetch(originUrl).then(() => true), 15_000);
    promoteBuiltRemotes({ env: environment });

    const instances = instancePorts.map((instancePort, index) => {
      const url = `http://127.0.0.1:${instancePort}`;
      let child = null;
      const instance = {
        name: `instance${index + 1}`,
        port: instancePort,
        url,
        get pid() {
          return child?.pid;
        },
        async start() {
          child = startProcess(process.execPath, serverArguments(), { env: { ...environment, PORT: String(instancePort) } });
          await until(`${instance.name} was not ready`, () => answers(`${url}/readyz`), 120_000);
        },
        /** SIGTERM, as a rolling restart does; resolves once the process has exited. */
        async stop() {
          if (!child) return;
          child.kill('SIGTERM');
          await exited(child);
          child = null;
        },
        /** SIGKILL: no shutdown runs. */
        async kill() {
          if (!child) return;
          child.kill('SIGKILL');
          await exited(child);
          child = null;
        },
      };
      return instance;
    });
    // One after the other: the first migrates the new database while the second would only wait for it.
    for (const instance of instances) await instance.start();

    const socketPath = path.join(dir, 'haproxy.sock');
    writeFileSync(path.join(dir, 'haproxy.cfg'), haproxyConfig({ port, instancePorts, socketPath }));
    startProcess(haproxyBinary, ['-db', '-f', path.join(dir, 'haproxy.cfg')]);
    const url = `http://127.0.0.1:${port}`;
    await until('HAProxy did not answer', () => answers(`${url}/readyz`), 30_000);
    /** Resolves once HAProxy's checks see the instance as `state` (UP: it gets traffic; DOWN: it gets none). */
    const balancerSees = (instance, state) =>
      until(`HAProxy did not see ${instance.name} ${state}`, async () => (await balancerStates(socketPath))[instance.name] === state, 30_000);
    for (const instance of instances) await balancerSees(instance, 'UP');

    return {
      url,
      originUrl,
      remotesDir,
      databaseUrl,
      redisUrl,
      deployToken,
      metricsToken,
      instances,
      /** A command to HAProxy's runtime API (`disable server instances/instance2`); its answer. */
      askBalancer: (command) => askHaproxy(socketPath, command),
      balancerSees,
      balancerStates: () => balancerStates(socketPath),
      async stop() {
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
