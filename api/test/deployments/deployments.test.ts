import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Release } from '@nurseprep/contracts/releases';
import { publishFixtureVersion, serveFolder } from '../helpers/fixture-releases';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStaff, signUpStudent, type TestDatabase } from '../helpers/test-app';

const deployToken = 'test-deploy-token-0123456789abcdef';
const withToken = { authorization: `Bearer ${deployToken}` };

type Route = Release['routes'][number];

function page(routePath: string, params?: Route['params']): Route {
  return { path: routePath, render: 'server', access: 'public', ...(params ? { params } : {}) };
}

describe.each(databaseKinds)('deployment registry endpoints on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let remotesDir: string;

  beforeAll(async () => {
    remotesDir = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-remotes-'));
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { REMOTES_DIR: remotesDir, DEPLOY_TOKEN: deployToken, DEPLOYMENTS_POLL_MS: '100' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(remotesDir, { recursive: true, force: true });
  });

  const promote = (remotePackage: string, payload: object, headers: Record<string, string> = withToken) =>
    app.inject({ method: 'POST', url: `/api/deployments/${remotePackage}/promote`, headers, payload });
  const rollback = (remotePackage: string) => app.inject({ method: 'POST', url: `/api/deployments/${remotePackage}/rollback`, headers: withToken });
  const deployments = async (query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/deployments${query}`, headers: withToken });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const liveVersionOf = async (remotePackage: string) =>
    (await deployments()).live.find((remote: { package: string }) => remote.package === remotePackage)?.version;
  const servedVersionOf = (remotePackage: string) => app.deployments.live.current().remotes.find((remote) => remote.package === remotePackage)?.version;

  it('promotes a published version by its id: it is live at once, in the history, with who did it and when', async () => {
    const published = publishFixtureVersion(remotesDir, { package: 'mf-alpha', name: 'alpha', label: 'Alpha', routes: [page('/alpha')] });

    const response = await promote('mf-alpha', { version: published.version }, { ...withToken, 'x-deploy-actor': 'ci-job-42' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      changed: true,
      previousVersion: null,
      live: { package: 'mf-alpha', name: 'alpha', version: published.version, baseUrl: published.localBaseUrl, promotedBy: 'token:ci-job-42', status: 'ok', statusMessage: null },
    });
    expect(body.live.release).toEqual(published.release);
    expect(Math.abs(Date.parse(body.live.promotedAt) - Date.now())).toBeLessThan(60_000);
    expect(servedVersionOf('mf-alpha')).toBe(published.version);

    const listed = await deployments('?package=mf-alpha');
    expect(listed.live).toContainEqual(body.live);
    expect(listed.history).toEqual([
      { id: body.live.promotionId, package: 'mf-alpha', version: published.version, action: 'promote', actor: 'token:ci-job-42', promotedAt: body.live.promotedAt, previousVersion: null },
    ]);
  });

  it('promotes by URL, from this server\'s folder and from an http origin, and promoting the live version again changes nothing', async () => {
    const first = publishFixtureVersion(remotesDir, { package: 'mf-beta', name: 'beta', routes: [page('/beta')] });
    const second = publishFixtureVersion(remotesDir, { package: 'mf-beta', name: 'beta', routes: [page('/beta'), page('/beta/more')] });
    const origin = await serveFolder(remotesDir);
    try {
      const local = await promote('mf-beta', { url: first.localBaseUrl.replace(/\/$/, '') });
      expect(local.statusCode).toBe(200);
      expect(local.json().live).toMatchObject({ version: first.version, baseUrl: first.localBaseUrl, promotedBy: 'token' });

      const remote = await promote('mf-beta', { url: `${origin.url}${second.relativePath}` });
      expect(remote.statusCode).toBe(200);
      expect(remote.json()).toMatchObject({ changed: true, previousVersion: first.version, live: { version: second.version, baseUrl: `${origin.url}${second.relativePath}` } });

      const again = await promote('mf-beta', { version: second.version });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ changed: false, live: { version: second.version, promotionId: remote.json().live.promotionId } });
      const history = (await deployments('?package=mf-beta')).history;
      expect(history.map((row: { version: string }) => row.version)).toEqual([second.version, first.version]);
      expect(history[0].previousVersion).toBe(first.version);
    } finally {
      await origin.close();
    }
  });

  it('rolls back to the version before, a second rollback goes one further back, and a third finds nothing earlier', async () => {
    const versions = [1, 2, 3].map((number) => publishFixtureVersion(remotesDir, { package: 'mf-gamma', name: 'gamma', label: `Gamma ${number}`, routes: [page('/gamma')] }).version);
    for (const version of versions) expect((await promote('mf-gamma', { version })).statusCode).toBe(200);

    const once = await rollback('mf-gamma');
    expect(once.statusCode).toBe(200);
    expect(once.headers['cache-control']).toBe('no-store');
    expect(once.json()).toMatchObject({ previousVersion: versions[2], live: { version: versions[1], promotedBy: 'token' } });
    expect(servedVersionOf('mf-gamma')).toBe(versions[1]);

    const twice = await rollback('mf-gamma');
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ previousVersion: versions[1], live: { version: versions[0] } });

    const thrice = await rollback('mf-gamma');
    expect(thrice.statusCode).toBe(422);
    expect(thrice.json()).toEqual({ message: `mf-gamma has no earlier version to roll back to: ${versions[0]} is the first one promoted` });
    expect(await liveVersionOf('mf-gamma')).toBe(versions[0]);

    const history = (await deployments('?package=mf-gamma')).history;
    expect(history.map((row: { action: string; version: string; previousVersion: string | null }) => [row.action, row.version, row.previousVersion])).toEqual([
      ['rollback', versions[0], versions[1]],
      ['rollback', versions[1], versions[2]],
      ['promote', versions[2], versions[1]],
      ['promote', versions[1], versions[0]],
      ['promote', versions[0], null],
    ]);
  });

  it('refuses a rollback to a version whose files changed since, and keeps the current one', async () => {
    const earlier = publishFixtureVersion(remotesDir, { package: 'mf-zeta', name: 'zeta', routes: [page('/zeta')], files: { 'browser/main.js': 'one();' } });
    const current = publishFixtureVersion(remotesDir, { package: 'mf-zeta', name: 'zeta', routes: [page('/zeta')], files: { 'browser/main.js': 'two();' } });
    expect((await promote('mf-zeta', { version: earlier.version })).statusCode).toBe(200);
    expect((await promote('mf-zeta', { version: current.version })).statusCode).toBe(200);
    writeFileSync(path.join(earlier.folder, 'browser/main.js'), 'changed();');

    const response = await rollback('mf-zeta');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(new RegExp(`^mf-zeta ${earlier.version} cannot go live: .*browser/main\\.js fails its integrity check`));
    expect(await liveVersionOf('mf-zeta')).toBe(current.version);
  });

  it('refuses a rollback to a version whose route another remote has taken since', async () => {
    const before = publishFixtureVersion(remotesDir, { package: 'mf-eta', name: 'eta', routes: [page('/eta'), page('/eta-offers')] });
    const after = publishFixtureVersion(remotesDir, { package: 'mf-eta', name: 'eta', routes: [page('/eta')] });
    const offers = publishFixtureVersion(remotesDir, { package: 'mf-offers', name: 'offers', routes: [page('/eta-offers')] });
    for (const [remotePackage, version] of [['mf-eta', before.version], ['mf-eta', after.version], ['mf-offers', offers.version]] as const) {
      expect((await promote(remotePackage, { version })).statusCode).toBe(200);
    }

    const response = await rollback('mf-eta');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(`mf-eta ${before.version} route /eta-offers overlaps mf-offers's route /eta-offers`);
    expect(await liveVersionOf('mf-eta')).toBe(after.version);
  });

  it('lets only one of two remotes promoted at the same moment take the same path', async () => {
    const left = publishFixtureVersion(remotesDir, { package: 'mf-left', name: 'left', routes: [page('/contested')] });
    const right = publishFixtureVersion(remotesDir, { package: 'mf-right', name: 'right', routes: [page('/contested')] });

    const responses = await Promise.all([promote('mf-left', { version: left.version }), promote('mf-right', { version: right.version })]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const live = (await deployments()).live.filter((remote: { package: string }) => remote.package === 'mf-left' || remote.package === 'mf-right');
    expect(live).toHaveLength(1);
  });

  it('answers 404 to a rollback of a package that was never promoted', async () => {
    const response = await rollback('mf-never');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'mf-never has never been promoted: there is nothing to roll back' });
  });

  describe('refusals leave the live version serving', () => {
    let liveVersion: string;
    beforeAll(async () => {
      liveVersion = publishFixtureVersion(remotesDir, { package: 'mf-delta', name: 'delta', routes: [page('/delta')] }).version;
      expect((await promote('mf-delta', { version: liveVersion })).statusCode).toBe(200);
    });
    const expectStillLive = async () => {
      expect(await liveVersionOf('mf-delta')).toBe(liveVersion);
      expect(servedVersionOf('mf-delta')).toBe(liveVersion);
      expect((await deployments('?package=mf-delta')).history).toHaveLength(1);
    };
    const nextVersion = (label: string) => publishFixtureVersion(remotesDir, { package: 'mf-delta', name: 'delta', label, routes: [page('/delta')], files: { 'browser/main.js': `console.log(${JSON.stringify(label)});` } });

    it('refuses a version whose origin does not answer', async () => {
      const origin = await serveFolder(remotesDir);
      await origin.close();
      const response = await promote('mf-delta', { url: `${origin.url}mf-delta/0123456789abcdef/` });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(new RegExp(`^mf-delta at ${origin.url}mf-delta/0123456789abcdef/ cannot go live: .*release\\.json could not be fetched`));
      await expectStillLive();
    });

    it('refuses a version id that was never published', async () => {
      const response = await promote('mf-delta', { version: 'fedcba9876543210' });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toContain('/remotes/mf-delta/fedcba9876543210/release.json could not be read (no such file)');
      await expectStillLive();
    });

    it('refuses a version with a missing file', async () => {
      const broken = nextVersion('missing file');
      unlinkSync(path.join(broken.folder, 'browser/main.js'));
      const response = await promote('mf-delta', { version: broken.version });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(`mf-delta ${broken.version} cannot go live: ${broken.localBaseUrl}browser/main.js could not be read (no such file)`);
      await expectStillLive();
    });

    it('refuses a version with a file changed after publishing (integrity)', async () => {
      const tampered = nextVersion('tampered file');
      writeFileSync(path.join(tampered.folder, 'browser/main.js'), 'stealCookies();');
      const response = await promote('mf-delta', { version: tampered.version });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(new RegExp(`^mf-delta ${tampered.version} cannot go live: .*browser/main\\.js fails its integrity check`));
      await expectStillLive();
    });

    it('refuses a version whose release.json was changed after publishing', async () => {
      const tampered = nextVersion('tampered release');
      const releaseFile = path.join(tampered.folder, 'release.json');
      writeFileSync(releaseFile, readFileSync(releaseFile, 'utf8').replace('"/delta"', '"/delta-everywhere"'));
      const response = await promote('mf-delta', { version: tampered.version });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toContain(`does not match its content: version ${tampered.version} was changed after publishing`);
      await expectStillLive();
    });

    it('refuses a version of another package', async () => {
      const other = publishFixtureVersion(remotesDir, { package: 'mf-epsilon', name: 'epsilon', routes: [page('/epsilon')] });
      const response = await promote('mf-delta', { url: other.localBaseUrl });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: `${other.localBaseUrl} holds a version of mf-epsilon, not of mf-delta` });
      await expectStillLive();
    });

    it('refuses a place that is neither a version id nor a base URL of versions, and a malformed request', async () => {
      const elsewhere = await promote('mf-delta', { url: '/etc/passwd' });
      expect(elsewhere.statusCode).toBe(422);
      expect(elsewhere.json().message).toContain('is neither a version id');
      const both = await promote('mf-delta', { version: liveVersion, url: '/remotes/mf-delta/x/' });
      expect(both.statusCode).toBe(400);
      expect(both.json().message).toBe('Send exactly one of version or url');
      const neither = await promote('mf-delta', {});
      expect(neither.statusCode).toBe(400);
      const badName = await promote('not-a-remote', { version: liveVersion });
      expect(badName.statusCode).toBe(400);
      const longActor = await promote('mf-delta', { version: liveVersion }, { ...withToken, 'x-deploy-actor': 'x'.repeat(101) });
      expect(longActor.statusCode).toBe(400);
      await expectStillLive();
    });
  });

  describe('conflicts with other live remotes', () => {
    beforeAll(async () => {
      const checkout = publishFixtureVersion(remotesDir, { package: 'mf-checkout', name: 'checkout', routes: [page('/payment')] });
      const exams = publishFixtureVersion(remotesDir, {
        package: 'mf-exams',
        name: 'exams',
        routes: [page('/exams'), page('/exams/:slug', { slug: { values: ['teas', 'hesi'] } })],
      });
      expect((await promote('mf-checkout', { version: checkout.version })).statusCode).toBe(200);
      expect((await promote('mf-exams', { version: exams.version })).statusCode).toBe(200);
    });

    it('refuses a version claiming a path another live remote owns, naming both packages and routes', async () => {
      const shop = publishFixtureVersion(remotesDir, { package: 'mf-shop', name: 'shop', routes: [page('/shop'), page('/payment')] });
      const response = await promote('mf-shop', { version: shop.version });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: `mf-shop ${shop.version} route /payment overlaps mf-checkout's route /payment (live version ${await liveVersionOf('mf-checkout')}): a page can belong to one remote only`,
      });
      expect(await liveVersionOf('mf-shop')).toBeUndefined();
    });

    it('refuses a fixed path that a parameter of another live remote takes as one of its values', async () => {
      const teas = publishFixtureVersion(remotesDir, { package: 'mf-teas', name: 'teas', routes: [page('/exams/teas')] });
      const response = await promote('mf-teas', { version: teas.version });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/^mf-teas \w+ route \/exams\/teas overlaps mf-exams's route \/exams\/:slug/);

      const nclex = publishFixtureVersion(remotesDir, { package: 'mf-nclex', name: 'nclex', routes: [page('/exams/nclex')] });
      expect((await promote('mf-nclex', { version: nclex.version })).statusCode).toBe(200);
    });

    it('refuses a Module Federation name another live remote uses', async () => {
      const copy = publishFixtureVersion(remotesDir, { package: 'mf-exams-copy', name: 'exams', routes: [page('/exam-copy')] });
      const response = await promote('mf-exams-copy', { version: copy.version });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toContain('uses the Module Federation name "exams", which mf-exams');
    });

    it('lets a remote replace its own live version with the same routes', async () => {
      const next = publishFixtureVersion(remotesDir, {
        package: 'mf-exams',
        name: 'exams',
        label: 'Exams, next',
        routes: [page('/exams'), page('/exams/:slug', { slug: { values: ['teas', 'hesi'] } })],
      });
      const response = await promote('mf-exams', { version: next.version });
      expect(response.statusCode).toBe(200);
      expect(response.json().live.version).toBe(next.version);
    });
  });

  describe('authorization', () => {
    const endpoints = [
      { method: 'GET', url: '/api/deployments' },
      { method: 'POST', url: '/api/deployments/mf-alpha/promote', payload: { version: '0123456789abcdef' } },
      { method: 'POST', url: '/api/deployments/mf-alpha/rollback' },
    ] as const;

    it.each(endpoints)('$method $url answers 401 without the deploy token, to a visitor, a student and a staff member', async (endpoint) => {
      const student = await signUpStudent(app);
      const staff = await signUpStaff(app);
      for (const headers of [{}, { cookie: student.cookie }, { cookie: staff.cookie }]) {
        const response = await app.inject({ ...endpoint, headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'A deploy token is needed: send Authorization: Bearer <DEPLOY_TOKEN>' });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it.each(endpoints)('$method $url answers 401 to a wrong token, before looking at the request', async (endpoint) => {
      for (const authorization of [`Bearer ${deployToken}x`, `Bearer ${deployToken.slice(1)}`, 'Bearer', deployToken, 'Basic dXNlcjpwYXNz']) {
        const response = await app.inject({ ...endpoint, headers: { authorization } });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'The deploy token is not valid' });
      }
      const garbage = await app.inject({ method: 'POST', url: '/api/deployments/mf-alpha/promote', headers: { authorization: 'Bearer wrong' }, payload: { nonsense: true } });
      expect(garbage.statusCode).toBe(401);
    });

    it('answers the right token', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/deployments', headers: withToken });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('slows down guessing: 429 once an address has used up its attempts for the minute', async () => {
      const limited = await buildTestApp(database, { REMOTES_DIR: remotesDir, DEPLOY_TOKEN: deployToken, RATE_LIMIT_AUTH_PER_MINUTE: '3' });
      try {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 4; attempt += 1) {
          const response = await limited.inject({ method: 'GET', url: '/api/deployments', remoteAddress: '203.0.113.50', headers: { authorization: `Bearer guess-${attempt}` } });
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([401, 401, 401, 429]);
      } finally {
        await limited.close();
      }
    });

    it('refuses every token when the server has none configured', async () => {
      const closed = await buildTestApp(database, { REMOTES_DIR: remotesDir });
      try {
        const response = await closed.inject({ method: 'GET', url: '/api/deployments', headers: withToken });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toContain('set DEPLOY_TOKEN');
      } finally {
        await closed.close();
      }
    });
  });

  it('lists the deployment endpoints in the API documentation', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths).filter((key) => key.startsWith('/api/deployments'))).toEqual([
      '/api/deployments',
      '/api/deployments/{package}/promote',
      '/api/deployments/{package}/rollback',
    ]);
    expect(Object.keys(document.paths['/api/deployments/{package}/promote'].post.responses).sort()).toEqual(['200', '400', '401', '409', '422', '429']);
  });
});
