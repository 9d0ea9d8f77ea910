import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BOOT_SCRIPT } from '../../src/ssr/page-html';
import { publishFixtureVersion, serveFolder, type PublishedFixture, type StaticOrigin } from '../helpers/fixture-releases';
import { siteRemotes } from '../helpers/live-site';
import { buildTestApp, databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/test-app';

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

/** A remote's route table as a release lists it: the contracts type its lists readonly, the release schema mutable. */

// Plus one inline script, by its hash: the boot script of server-rendered pages, and no other.
const bootHash = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** `http://127.0.0.1:<port>`: what the policy names for a static origin. */
const originOf = (server: StaticOrigin) => new URL(server.url).origin;

describe.each(databaseKinds)('security headers on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let root: string;
  let remotesDir: string;
  /** Two CDN-like origins versions are published to, besides this site's own folder. */
  let cdn: StaticOrigin;
  let payments: StaticOrigin;
  let originDirs: Map<StaticOrigin, string>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-csp-'));
    remotesDir = path.join(root, 'deployments');
    cdn = await serveFolder(path.join(root, 'cdn'));
    payments = await serveFolder(path.join(root, 'payments'));
    originDirs = new Map([
      [cdn, path.join(root, 'cdn')],
      [payments, path.join(root, 'payments')],
    ]);
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { REMOTES_DIR: remotesDir });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cdn?.close();
    await payments?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const policy = async (url = '/api/exam-types') => directives((await app.inject({ method: 'GET', url })).headers['content-security-policy']);

  /** Publishes a version of the site's remote `remotePackage`, on this site or on `origin`; `note` makes it a new version. */
  const publish = (remotePackage: string, origin?: StaticOrigin, note = 'first'): PublishedFixture & { url: string } => {
    const remote = siteRemotes.find((candidate) => candidate.package === remotePackage)!;
    const published = publishFixtureVersion(origin ? originDirs.get(origin)! : remotesDir, {
      package: remote.package,
      name: remote.name,
      label: remote.table.label,
      routes: [...remote.table.routes],
      files: { 'browser/remoteEntry.js': `var ${remote.name}; // ${note}` },
    });
    return { ...published, url: origin ? `${origin.url}${published.relativePath}` : published.localBaseUrl };
  };
  /** Makes a version live by its URL and has this instance serve it, as the deploy endpoint does. */
  const promote = async (remotePackage: string, url: string) => {
    await app.deployments.registry.promote(remotePackage, url, 'test');
    await app.deployments.live.refresh();
  };

  it('allows only this site (and the boot script) while no live version is published on another origin', async () => {
    const before = await policy();
    expect(before.get('script-src')?.sort()).toEqual(["'self'", bootHash].sort());
    expect(before.get('connect-src')).toEqual(["'self'"]);

    // A version served from this site's own folder adds no origin.
    const schools = publish('mf-schools');
    await promote('mf-schools', schools.url);
    expect(app.deployments.live.current().remotes.map((remote) => remote.package)).toEqual(['mf-schools']);
    const after = await policy();
    expect(after.get('script-src')?.sort()).toEqual(["'self'", bootHash].sort());
    expect(after.get('connect-src')).toEqual(["'self'"]);
    expect(after.get('img-src')?.sort()).toEqual(["'self'", 'data:', 'https://images.unsplash.com'].sort());
  });

  it('allows scripts, connections and images from exactly this site and the origins live versions are published on', async () => {
    await promote('mf-exams', publish('mf-exams', cdn).url);
    await promote('mf-study', publish('mf-study', cdn).url);
    await promote('mf-checkout', publish('mf-checkout', payments).url);

    const current = await policy();
    // Two remotes on the same CDN: its origin once.
    const allowed = ["'self'", originOf(cdn), originOf(payments)];
    expect(current.get('script-src')?.sort()).toEqual([...allowed, bootHash].sort());
    expect(current.get('script-src')?.some((source) => source === "'unsafe-inline'")).toBe(false);
    expect(current.get('connect-src')?.sort()).toEqual([...allowed].sort());
    expect(current.get('img-src')?.sort()).toEqual([...allowed, 'data:', 'https://images.unsplash.com'].sort());
    expect(current.get('default-src')).toEqual(["'self'"]);
    expect(current.get('object-src')).toEqual(["'none'"]);
    expect(current.get('frame-ancestors')).toEqual(["'none'"]);
    expect(current.has('upgrade-insecure-requests')).toBe(false);
  });

  it('sets the same headers on every kind of answer: content, errors, unknown paths and published files', async () => {
    const schools = app.deployments.live.current().remotes.find((remote) => remote.package === 'mf-schools')!;
    const urls = ['/api/health', '/api/exam-types/no-such-exam/study-materials', '/api/no-such-endpoint', `${schools.baseUrl}browser/remoteEntry.js`];
    const policies = new Set<string>();
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      policies.add(String(response.headers['content-security-policy']));
    }
    expect(policies.size).toBe(1);
    expect(directives([...policies][0]).get('script-src')?.sort()).toEqual(["'self'", bootHash, originOf(cdn), originOf(payments)].sort());
  });

  it('drops an origin once no live version is published on it: after a rollback to a version on this site', async () => {
    const local = publish('mf-checkout', undefined, 'back home');
    await promote('mf-checkout', local.url);
    expect((await policy()).get('connect-src')?.sort()).toEqual(["'self'", originOf(cdn)].sort());

    const onPayments = publish('mf-checkout', payments, 'second');
    await promote('mf-checkout', onPayments.url);
    expect((await policy()).get('connect-src')?.sort()).toEqual(["'self'", originOf(cdn), originOf(payments)].sort());

    await app.deployments.registry.rollback('mf-checkout', 'test');
    await app.deployments.live.refresh();
    expect(app.deployments.live.current().remotes.find((remote) => remote.package === 'mf-checkout')?.version).toBe(local.version);
    const after = await policy();
    expect(after.get('script-src')?.sort()).toEqual(["'self'", bootHash, originOf(cdn)].sort());
    expect(after.get('connect-src')?.sort()).toEqual(["'self'", originOf(cdn)].sort());
    expect(after.get('img-src')).not.toContain(originOf(payments));
  });

  it('keeps the strict policy for the site while the API docs page has its own', async () => {
    const site = (await app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'];
    const docs = (await app.inject({ method: 'GET', url: '/api/docs/' })).headers['content-security-policy'];
    expect(site).toContain("frame-ancestors 'none'");
    expect(docs).not.toEqual(site);
  });
});
