import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { LiveRemotes, type LiveSnapshot } from '../../src/deployments/live-remotes';
import type { DeploymentRegistry, LiveRemote } from '../../src/deployments/registry';
import { publishFixtureVersion } from '../helpers/fixture-releases';
import { buildTestApp, databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/test-app';

const deployToken = 'test-deploy-token-0123456789abcdef';

/** Waits for `condition` to hold, checking every 20 ms, and fails after `deadlineMs`. */
async function eventually(condition: () => boolean, deadlineMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > deadlineMs) throw new Error(`${what}: not within ${deadlineMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

describe.each(databaseKinds)('a second instance on the same %s database', (kind) => {
  let database: TestDatabase;
  /** The second instance's own handle on the database (PGlite in memory has one handle: shared). */
  let secondHandle: DatabaseHandle;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let remotesDir: string;

  beforeAll(async () => {
    remotesDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-remotes-'));
    database = await openTestDatabase(kind);
    secondHandle = kind === 'postgres' ? await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' }) : database;
    const environment = { REMOTES_DIR: remotesDir, DEPLOY_TOKEN: deployToken, DEPLOYMENTS_POLL_MS: '100' };
    first = await buildTestApp(database, environment);
    second = await buildTestApp(secondHandle, environment);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    if (secondHandle !== database) await secondHandle?.close();
    await database?.close();
    rmSync(remotesDir, { recursive: true, force: true });
  });

  const servedBySecond = () => second.deployments.live.current().remotes.find((remote) => remote.package === 'mf-follow')?.version;

  it('serves a promotion and a rollback made through the first instance within 5 s', async () => {
    const versions = [1, 2].map(
      (number) => publishFixtureVersion(remotesDir, { package: 'mf-follow', name: 'follow', label: `Follow ${number}`, routes: [{ path: '/follow', render: 'server', access: 'public' }] }).version,
    );
    const changes: string[] = [];
    const unsubscribe = second.deployments.live.subscribe((snapshot) => {
      const version = snapshot.remotes.find((remote) => remote.package === 'mf-follow')?.version;
      if (version) changes.push(version);
    });

    for (const version of versions) {
      const response = await first.inject({ method: 'POST', url: '/api/deployments/mf-follow/promote', headers: { authorization: `Bearer ${deployToken}` }, payload: { version } });
      expect(response.statusCode).toBe(200);
      await eventually(() => servedBySecond() === version, 5000, `the second instance serving ${version}`);
    }
    const rolledBack = await first.inject({ method: 'POST', url: '/api/deployments/mf-follow/rollback', headers: { authorization: `Bearer ${deployToken}` } });
    expect(rolledBack.statusCode).toBe(200);
    await eventually(() => servedBySecond() === versions[0], 5000, 'the second instance serving the rolled back version');
    unsubscribe();

    expect(changes).toEqual([versions[0], versions[1], versions[0]]);
  });

  it('serves a version reported failing with its status, and again once it works', async () => {
    const { version } = publishFixtureVersion(remotesDir, { package: 'mf-status', name: 'status', routes: [{ path: '/status', render: 'server', access: 'public' }] });
    await first.deployments.registry.promote('mf-status', version, 'test');
    const seenBySecond = () => second.deployments.live.current().remotes.find((remote) => remote.package === 'mf-status');
    const statusSeen = () => seenBySecond()?.status;
    await eventually(() => statusSeen() === 'ok', 5000, 'the second instance serving the version');

    expect(await first.deployments.registry.reportStatus('mf-status', version, 'failing', 'server/remoteEntry.js did not load')).toBe(true);
    expect(await first.deployments.registry.reportStatus('mf-status', version, 'failing', 'server/remoteEntry.js did not load')).toBe(false);
    await eventually(() => statusSeen() === 'failing', 5000, 'the second instance seeing the failure');
    expect(seenBySecond()?.statusMessage).toBe('server/remoteEntry.js did not load');

    expect(await first.deployments.registry.reportStatus('mf-status', version, 'ok', null)).toBe(true);
    await eventually(() => statusSeen() === 'ok', 5000, 'the second instance seeing the recovery');
  });
});

describe('LiveRemotes', () => {
  const remote = (version: string) => ({ package: 'mf-unit', version }) as LiveRemote;

  /** A registry whose answers the test sets; reads fail while `failing` is set. */
  function fakeRegistry() {
    const state = { generation: '1', remotes: [remote('a')], failing: null as Error | null, liveReads: 0, generationReads: 0 };
    const registry: Pick<DeploymentRegistry, 'generation' | 'live'> = {
      generation: async () => {
        state.generationReads += 1;
        if (state.failing) throw state.failing;
        return state.generation;
      },
      live: async () => {
        state.liveReads += 1;
        return state.remotes;
      },
    };
    return { state, registry };
  }

  it('reads the live list once at start, then only when the generation changed', async () => {
    const { state, registry } = fakeRegistry();
    const live = new LiveRemotes(registry, { pollMs: 100 });
    const snapshots: LiveSnapshot[] = [];
    live.subscribe((snapshot) => snapshots.push(snapshot));
    await live.start();
    try {
      expect(live.current()).toEqual({ generation: '1', remotes: [remote('a')] });
      await live.refresh();
      expect(state.liveReads).toBe(1);

      state.generation = '2';
      state.remotes = [remote('b')];
      await eventually(() => live.current().generation === '2', 5000, 'the poll reading generation 2');
      expect(live.current().remotes).toEqual([remote('b')]);
      expect(state.liveReads).toBe(2);
      expect(snapshots.map((snapshot) => snapshot.generation)).toEqual(['1', '2']);
    } finally {
      live.stop();
    }
  });

  it('reports a failed poll, keeps the last snapshot and catches up once the registry answers again', async () => {
    const { state, registry } = fakeRegistry();
    const errors: unknown[] = [];
    const live = new LiveRemotes(registry, { pollMs: 100, onError: (error) => errors.push(error) });
    await live.start();
    try {
      state.failing = new Error('connection lost');
      state.generation = '2';
      state.remotes = [remote('b')];
      await eventually(() => errors.length >= 2, 5000, 'two failed polls reported');
      expect(errors[0]).toBe(state.failing);
      expect(live.current().remotes).toEqual([remote('a')]);

      state.failing = null;
      await eventually(() => live.current().generation === '2', 5000, 'the poll after the failure');
      expect(live.current().remotes).toEqual([remote('b')]);
    } finally {
      live.stop();
    }
  });

  it('stops polling when stopped', async () => {
    jest.useFakeTimers();
    try {
      const { state, registry } = fakeRegistry();
      const live = new LiveRemotes(registry, { pollMs: 100 });
      await live.start();
      await jest.advanceTimersByTimeAsync(250);
      const readsWhileRunning = state.generationReads;
      expect(readsWhileRunning).toBeGreaterThanOrEqual(3);

      live.stop();
      await jest.advanceTimersByTimeAsync(1000);
      expect(state.generationReads).toBe(readsWhileRunning);
    } finally {
      jest.useRealTimers();
    }
  });
});
