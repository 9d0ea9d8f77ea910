/**
 * The site as a fleet (scripts/lib/fleet.mjs): HAProxy in front of two compiled instances on one PostgreSQL
 * database and one Redis, the remotes on nginx. What must hold across instances does: a session, the per-IP
 * sign-in limit, a promotion and a rollback, a campaign's messages (each sent once).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { startFakeGraph, whatsappEnvironment, type FakeGraph } from '../../api/test/helpers/fake-graph';
import { describeFolders, writeVersion } from '../../scripts/publish';
import { startFleet, type Fleet } from '../../scripts/lib/fleet.mjs';
import { buildRemoteInto, builtRouteTable, deployRequest, E2E_DEPLOY_TOKEN } from './support/deployments';
import { bookingWithConsent } from './support/leads';
import { createStaffAccount } from './support/staff-accounts';

test.describe.configure({ mode: 'serial' });

const PORT = Number(process.env.FLEET_E2E_PORT ?? 3160);
const staff = { username: 'fleet_staff', email: 'fleet-staff@example.com', password: 'fleet staff password' };
/** Sign-ups and sign-ins per client address per minute, across the fleet. */
const AUTH_LIMIT = 5;

let fleet: Fleet;
let graph: FakeGraph;

/**
 * A request as from a client at `address`. The instances trust X-Forwarded-For hops from 127.0.0.1 (HAProxy's
 * address), and this test runs on that machine too, so the address it puts first is believed; a client elsewhere
 * would be known by the address HAProxy appends for it.
 */
const asClient = (address: string) => ({ 'x-forwarded-for': address });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  graph = await startFakeGraph();
  fleet = await startFleet({
    port: PORT,
    stdio: 'ignore',
    env: { ...whatsappEnvironment(graph, { WHATSAPP_SEND_RATE_PER_SECOND: '20' }), DEPLOY_TOKEN: E2E_DEPLOY_TOKEN, RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_LIMIT) },
  });
  await createStaffAccount({ DATABASE_URL: fleet.databaseUrl }, staff);
});

test.afterAll(async () => {
  await fleet?.stop();
  await graph?.close();
});

test('a session made through one instance is recognised by the other, and through the balancer', async ({ request }) => {
  const [first, second] = fleet.instances;
  const account = { username: 'fleet_student', email: 'fleet-student@example.com', password: 'fleet student pw', confirmPassword: 'fleet student pw', firstName: 'Flo', lastName: 'Nightingale' };
  const signUp = await request.post(`${first!.url}/api/auth/signup`, { data: account, headers: asClient('198.51.100.1') });
  expect(signUp.status()).toBe(201);
  const cookie = (signUp.headers()['set-cookie'] ?? '').split(';')[0]!;

  for (const url of [second!.url, first!.url, fleet.url]) {
    const user = await request.get(`${url}/api/auth/user`, { headers: { cookie } });
    expect(user.status()).toBe(200);
    expect(await user.json()).toMatchObject({ username: account.username });
  }
});

test('sign-in attempts from one address are counted across both instances: the limit holds in total', async ({ request }) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < AUTH_LIMIT + 2; attempt += 1) {
    const response = await request.post(`${fleet.url}/api/auth/login`, {
      data: { username: `fleet_guess_${attempt}`, password: 'not the password' },
      headers: asClient('203.0.113.77'),
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([...Array<number>(AUTH_LIMIT).fill(401), 429, 429]);
  // HAProxy spread the attempts over both instances: each refused some of them.
  for (const instance of fleet.instances) {
    const metrics = await request.get(`${instance.url}/metrics`, { headers: { authorization: `Bearer ${fleet.metricsToken}` } });
    expect(await metrics.text()).toMatch(/^http_requests_total\{method="POST",route="\/api\/auth\/login",status="401"\} [1-9]/m);
  }
  // Another address is not held back by them.
  const other = await request.post(`${fleet.url}/api/auth/login`, { data: { username: 'fleet_guess_x', password: 'not the password' }, headers: asClient('203.0.113.78') });
  expect(other.status()).toBe(401);
});

test('a version promoted through one instance is served by both, and a rollback through the other too', async ({ request }) => {
  test.setTimeout(180_000);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-e2e-fleet-'));
  try {
    const buildId = `fleet-${Date.now().toString(36)}`;
    const builds = { browser: path.join(workDir, 'browser'), server: path.join(workDir, 'server') };
    await buildRemoteInto('mf-checkout', builds, buildId);
    const { version } = writeVersion(fleet.remotesDir, describeFolders('mf-checkout', builds, await builtRouteTable('mf-checkout')));
    const [first, second] = fleet.instances;
    const showsBuild = async (url: string) => (await (await request.get(`${url}/payment`)).text()).includes(`data-build="${buildId}"`);

    const promoted = await deployRequest(first!.url, '/mf-checkout/promote', { version });
    expect(promoted.status).toBe(200);
    for (const url of [first!.url, second!.url, fleet.url]) await expect.poll(() => showsBuild(url), { timeout: 15_000 }).toBe(true);

    const rolledBack = await deployRequest(second!.url, '/mf-checkout/rollback');
    expect(rolledBack.status).toBe(200);
    for (const url of [first!.url, second!.url, fleet.url]) await expect.poll(() => showsBuild(url), { timeout: 15_000 }).toBe(false);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
});

test('a campaign is sent once to each of its leads, however many instances drain the outbox', async ({ request }) => {
  test.setTimeout(120_000);
  const numbers = Array.from({ length: 8 }, (_, index) => `1202555${String(7100 + index)}`);
  for (const [index, number] of numbers.entries()) {
    const booking = await request.post(`${fleet.url}/api/service-requests`, { data: bookingWithConsent(`fleet-lead-${index}@example.com`, number), headers: asClient(`198.51.100.${20 + index}`) });
    expect(booking.status()).toBe(201);
  }
  const login = await request.post(`${fleet.url}/api/auth/login`, { data: { username: staff.username, password: staff.password }, headers: asClient('198.51.100.99') });
  expect(login.status()).toBe(200);
  const cookie = (login.headers()['set-cookie'] ?? '').split(';')[0]!;

  const campaign = await request.post(`${fleet.url}/api/marketing/campaign`, {
    data: { id: String(Date.now()), name: 'Fleet spring classes', message: 'Spring TEAS classes start Monday.', targetAudience: 'all', status: 'draft' },
    headers: { cookie, origin: fleet.url },
  });
  expect(campaign.status()).toBe(201);
  expect(await campaign.json()).toMatchObject({ success: true, queued: numbers.length });

  await expect
    .poll(async () => {
      const campaigns = (await (await request.get(`${fleet.url}/api/marketing/campaigns`, { headers: { cookie } })).json()) as { items: { name: string; status: string }[] };
      return campaigns.items.find((candidate) => candidate.name === 'Fleet spring classes')?.status;
    }, { timeout: 60_000 })
    .toBe('sent');
  const templates = graph.received.filter((message) => message.type === 'template').map((message) => message.to);
  expect(templates.sort()).toEqual([...numbers].sort());
});
