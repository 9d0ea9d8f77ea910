import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/db/client';
import { leads, serviceRequests } from '../../src/db/schema';
import { openTestDatabase } from '../helpers/test-app';
import { startServer, type ServerProcess } from './server-process';
import { burstOfServiceRequests, serviceRequestNumber, type BurstResult } from './submission-burst';

// A first PGlite start runs initdb in WebAssembly: about 5 s idle, over 30 s on a loaded two-core machine.
jest.setTimeout(240_000);

const TOTAL = 500;
const CONCURRENCY = 20;
const CRASH_AFTER_ANSWERS = 200;

/** Fires the burst at `server` and kill -9s it once CRASH_AFTER_ANSWERS answers came back. */
async function burstThenCrash(server: ServerProcess, run: string): Promise<BurstResult> {
  let crashing: Promise<void> | null = null;
  const result = await burstOfServiceRequests({
    url: server.url,
    run,
    total: TOTAL,
    concurrency: CONCURRENCY,
    onAnswer: (answers) => {
      if (answers >= CRASH_AFTER_ANSWERS && !crashing) crashing = server.crash();
    },
  });
  await crashing;
  return result;
}

/** The stored service requests and leads of these acknowledged submissions. */
async function storedRows(db: Database, result: BurstResult) {
  const emails = result.acknowledged.map((submission) => submission.email);
  const requests = await db
    .select({ id: serviceRequests.id, email: serviceRequests.email, name: serviceRequests.name })
    .from(serviceRequests)
    .where(inArray(serviceRequests.email, emails));
  const leadEmails = await db.select({ email: leads.email }).from(leads).where(inArray(leads.email, emails));
  return { requests, leadEmails: leadEmails.map((lead) => lead.email) };
}

function expectCrashedPartWay(result: BurstResult): void {
  // The crash came after about 200 answers, all 201, and cut the rest of the burst off.
  expect(result.otherAnswers).toEqual([]);
  expect(result.acknowledged.length).toBeGreaterThanOrEqual(CRASH_AFTER_ANSWERS);
  expect(result.acknowledged.length).toBeLessThan(TOTAL);
  expect(result.unanswered).toBeGreaterThan(0);
}

async function postOneMore(server: ServerProcess, run: string): Promise<number> {
  const response = await fetch(`${server.url}/api/service-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(serviceRequestNumber(`${run}-after`, 0)),
  });
  return response.status;
}

describe('acknowledged submissions survive kill -9', () => {
  it('on PGlite: every 201 is stored after a restart on the same folder, whose stale lock is taken over', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nurseprep-durability-'));
    const run = randomBytes(4).toString('hex');
    let server: ServerProcess | null = null;
    try {
      server = await startServer(3750, { DATA_DIR: dataDir });
      const crashedPid = server.pid;
      const result = await burstThenCrash(server, run);
      expectCrashedPartWay(result);
      // kill -9 ran no shutdown code: the lock still names the dead process.
      expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(crashedPid));

      server = await startServer(3750, { DATA_DIR: dataDir });
      expect(readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(server.pid));
      expect(await postOneMore(server, run)).toBe(201);
      await server.stop();
      server = null;

      // The server released the folder on a clean stop, so this process may open it now.
      const database = await openDatabase({ dataDir });
      try {
        const stored = await storedRows(database.db, result);
        expect(stored.requests).toEqual(expect.arrayContaining(result.acknowledged));
        expect(stored.leadEmails).toEqual(expect.arrayContaining(result.acknowledged.map((submission) => submission.email)));
      } finally {
        await database.close();
      }
    } finally {
      await server?.crash();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL: every 201 is stored after the server is killed and started again', async () => {
    const database = await openTestDatabase('postgres');
    const run = randomBytes(4).toString('hex');
    let server: ServerProcess | null = null;
    try {
      server = await startServer(3751, { DATABASE_URL: database.url! });
      const result = await burstThenCrash(server, run);
      expectCrashedPartWay(result);

      server = await startServer(3751, { DATABASE_URL: database.url! });
      expect(await postOneMore(server, run)).toBe(201);

      const stored = await storedRows(database.db, result);
      expect(stored.requests).toEqual(expect.arrayContaining(result.acknowledged));
      expect(stored.leadEmails).toEqual(expect.arrayContaining(result.acknowledged.map((submission) => submission.email)));
    } finally {
      await server?.stop();
      await database.close();
    }
  });
});
