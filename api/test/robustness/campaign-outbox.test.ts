import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { campaignRecipients } from '../../src/db/schema';
import { createRepositories } from '../../src/db/repositories';
import { loadContent } from '../../src/seed/load-content';
import { createOrPromoteStaff } from '../../src/accounts/staff-accounts';
import { startFakeGraph, whatsappEnvironment, type FakeGraph } from '../helpers/fake-graph';
import { openTestDatabase, testConfig, type TestDatabase } from '../helpers/test-app';
import { startServer, type ServerProcess } from './server-process';

// Real server processes (PGlite's first start is slow on a loaded machine) and a campaign at 4 a second.
jest.setTimeout(300_000);

const RECIPIENTS = 30;
const RATE = '4';
const staff = { username: 'outbox_staff', email: 'outbox-staff@example.com', password: 'outbox staff password' };

/** Staff and RECIPIENTS consenting leads, written before any server runs. */
async function seed(db: Database, run: string): Promise<string[]> {
  const repositories = createRepositories(db);
  await createOrPromoteStaff(repositories.users, staff);
  const numbers: string[] = [];
  for (let index = 0; index < RECIPIENTS; index += 1) {
    const number = `4479${run}${String(index).padStart(4, '0')}`;
    numbers.push(number);
    await repositories.leadContacts.recordFormContact({ name: `Outbox ${index}`, email: `outbox-${run}-${index}@example.com`, phone: number, examType: 'TEAS', source: 'service-request', whatsappConsent: true });
  }
  return numbers;
}

async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: staff.username, password: staff.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().find((header) => header.startsWith('nurseprep_session='))!.split(';')[0]!;
}

async function startCampaign(server: ServerProcess, cookie: string): Promise<number> {
  const response = await fetch(`${server.url}/api/marketing/campaign`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ id: 'outbox', name: 'Outbox test', message: 'Spring TEAS classes start Monday.', targetAudience: 'all', status: 'draft' }),
  });
  const answer = (await response.json()) as { campaignId: number; queued: number };
  expect(response.status).toBe(201);
  expect(answer.queued).toBe(RECIPIENTS);
  return answer.campaignId;
}

async function campaignStatus(server: ServerProcess, cookie: string, campaignId: number) {
  const response = await fetch(`${server.url}/api/marketing/campaigns?pageSize=100`, { headers: { cookie } });
  const list = (await response.json()) as { items: { id: number; status: string; recipients: Record<string, number> }[] };
  return list.items.find((item) => item.id === campaignId)!;
}

async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * kill -9 between two sends: once a third of the campaign went out, at a moment the server reports no
 * recipient claimed (sending 0) within 100 ms of Graph's last answer. At 4 a second the next claim is 250 ms
 * after the last, so no message is in flight when the process dies (even on a busy machine).
 */
async function crashMidCampaign(server: ServerProcess, cookie: string, campaignId: number, graph: FakeGraph): Promise<number> {
  await waitUntil(async () => {
    if (graph.received.length < RECIPIENTS / 3) return false;
    const last = graph.received.at(-1)!.at;
    const status = await campaignStatus(server, cookie, campaignId);
    return status.recipients.sending === 0 && status.recipients.sent === graph.received.length && Date.now() - last < 100;
  }, 'a pause between two sends after a third of the campaign');
  await server.crash();
  return graph.received.length;
}

function expectEachOnce(graph: FakeGraph, numbers: string[]): void {
  const counts = new Map<string, number>();
  for (const message of graph.received) counts.set(message.to, (counts.get(message.to) ?? 0) + 1);
  expect([...counts.entries()].filter(([, times]) => times !== 1)).toEqual([]);
  expect([...counts.keys()].sort()).toEqual([...numbers].sort());
}

describe('the campaign outbox', () => {
  let graph: FakeGraph;
  beforeEach(async () => {
    graph = await startFakeGraph();
  });
  afterEach(async () => {
    await graph?.close();
  });

  it('on PGlite: a kill -9 mid-campaign, then a restart, sends every recipient exactly once and finishes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nurseprep-outbox-'));
    let server: ServerProcess | null = null;
    try {
      const seeding = await openDatabase({ dataDir, prepare: (db) => loadContent(db, testConfig().contentDir) });
      const numbers = await seed(seeding.db, '01');
      await seeding.close();
      const environment = { DATA_DIR: dataDir, ...whatsappEnvironment(graph, { WHATSAPP_SEND_RATE_PER_SECOND: RATE }) };

      server = await startServer(3660, environment);
      const firstCookie = await signIn(server);
      const campaignId = await startCampaign(server, firstCookie);
      const sentBeforeCrash = await crashMidCampaign(server, firstCookie, campaignId, graph);
      expect(sentBeforeCrash).toBeLessThan(RECIPIENTS);

      server = await startServer(3660, environment);
      const cookie = await signIn(server);
      await waitUntil(async () => (await campaignStatus(server!, cookie, campaignId)).status === 'sent', 'the campaign to finish');
      expect(await campaignStatus(server, cookie, campaignId)).toMatchObject({ status: 'sent', recipients: { queued: 0, sending: 0, sent: RECIPIENTS, failed: 0 } });
      expectEachOnce(graph, numbers);
    } finally {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('on PostgreSQL', () => {
    let database: TestDatabase;
    let servers: ServerProcess[] = [];
    beforeEach(async () => {
      database = await openTestDatabase('postgres');
    });
    afterEach(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      servers = [];
      await database?.close();
    });

    it('a kill -9 mid-campaign, then a restart, sends every recipient exactly once and finishes', async () => {
      const numbers = await seed(database.db, '02');
      const environment = { DATABASE_URL: database.url!, ...whatsappEnvironment(graph, { WHATSAPP_SEND_RATE_PER_SECOND: RATE }) };
      const first = await startServer(3661, environment);
      const firstCookie = await signIn(first);
      const campaignId = await startCampaign(first, firstCookie);
      expect(await crashMidCampaign(first, firstCookie, campaignId, graph)).toBeLessThan(RECIPIENTS);

      const restarted = await startServer(3661, environment);
      servers.push(restarted);
      const cookie = await signIn(restarted);
      await waitUntil(async () => (await campaignStatus(restarted, cookie, campaignId)).status === 'sent', 'the campaign to finish');
      expect(await campaignStatus(restarted, cookie, campaignId)).toMatchObject({ recipients: { queued: 0, sending: 0, sent: RECIPIENTS, failed: 0 } });
      expectEachOnce(graph, numbers);
    });

    it('two instances share one campaign: both send, nobody twice, at the shared rate', async () => {
      const numbers = await seed(database.db, '03');
      const environment = { DATABASE_URL: database.url!, ...whatsappEnvironment(graph, { WHATSAPP_SEND_RATE_PER_SECOND: RATE }) };
      servers = await Promise.all([startServer(3662, environment), startServer(3663, environment)]);
      const [first] = servers as [ServerProcess, ServerProcess];
      const cookie = await signIn(first);
      const campaignId = await startCampaign(first, cookie);
      await waitUntil(async () => (await campaignStatus(first, cookie, campaignId)).status === 'sent', 'the campaign to finish');

      expectEachOnce(graph, numbers);
      const claims = await database.db.selectDistinct({ instance: campaignRecipients.claimedBy }).from(campaignRecipients).where(eq(campaignRecipients.campaignId, campaignId));
      expect(claims.length).toBe(2);
      // 30 messages at 4 a second between them: about 7.5 s, not 3.75 s as two separate rates would give.
      const times = graph.received.map((message) => message.at);
      expect(Math.max(...times) - Math.min(...times)).toBeGreaterThanOrEqual(6_500);
    });
  });
});
