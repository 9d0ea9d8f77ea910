import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { RemoteEntry } from '@nurseprep/contracts';
import { publishFixtureVersion, type PublishedFixture } from '../helpers/fixture-releases';
import { promoteSite, siteRemotes } from '../helpers/live-site';
import { buildTestApp, databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const shellHtml = '<!doctype html><html><head><title>NursePrep Academy</title></head><body><div id="root"></div></body></html>';
// Over the 1 KB compression threshold.
const chunk = `console.log(${JSON.stringify('study '.repeat(400))});`;
const deployToken = 'static-site-deploy-token-0123456789';

/** A remote's route table as a release lists it: the contracts type its lists readonly, the release schema mutable. */

/** The shell's build in miniature (deployed with the server), with hashed and unhashed files. */
function writeShellBuild(root: string): void {
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  // Named as rspack names them: `<name>.<10-hex hash>.js` beside the unhashed entry files, and the hashed script's
  // brotli form at the highest quality, as the build writes it.
  write('shell/dist/index.html', shellHtml);
  write('shell/dist/main.3f9a1c2b7d.js', chunk);
  write('shell/dist/main.3f9a1c2b7d.js.br', brotliCompressSync(chunk, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
  write('shell/dist/main.3f9a1c2b7d.js.map', '{"version":3}');
}

/** The exams remote's browser build in its published version: a hashed chunk, the entry and its map. */
const examsFiles = {
  'browser/__federation_expose_routes.8d7e6f5a41.js': chunk,
  'browser/remoteEntry.js': chunk,
  'browser/remoteEntry.js.map': '{"version":3}',
};

/** What /api/site-config lists for each remote of the site, as promoted by promoteSite. */
function expectedEntries(published: Record<string, PublishedFixture>): RemoteEntry[] {
  return siteRemotes.map((remote) => {
    const version = published[remote.package]!.version;
    return {
      id: remote.name,
      package: remote.package,
      version,
      url: `/remotes/${remote.package}/${version}/browser/`,
      label: remote.table.label,
      routes: [...remote.table.routes],
    };
  });
}

const byId = (entries: RemoteEntry[]) => [...entries].sort((a, b) => a.id.localeCompare(b.id));

describe.each(databaseKinds)('the built site on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staticRoot: string;
  let remotesDir: string;
  let published: Record<string, PublishedFixture>;
  /** `/remotes/mf-exams/<live version>/` */
  let exams: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-site-'));
    remotesDir = path.join(staticRoot, 'deployments');
    writeShellBuild(staticRoot);
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { STATIC_ROOT: staticRoot, REMOTES_DIR: remotesDir, SITE_BRAND_NAME: 'Nurse Coach Co' });
    published = await promoteSite(app, remotesDir, { 'mf-exams': examsFiles });
    exams = published['mf-exams']!.localBaseUrl;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it.each([
    '/',
    '/exams',
    '/exams/teas',
    '/exams/coursework/pharmacology',
    '/exams/teas/practice',
    '/exams/teas/flashcards',
    '/schools/walden',
    '/resources/blog/hesi-vs-teas',
    '/payment',
    '/marketing',
    '/my-study',
  ])('answers the page %s of a live remote with the shell, 200 and not cached', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(shellHtml);
  });

  it.each(['/no-such-page', '/exams/no-such-exam', '/exams/coursework/astrology', '/schools/hogwarts', '/resources/blog/not-an-article', '/marketing/leads/0'])(
    'answers %s, a path no live remote has a page for, with the shell (its 404 screen) and status 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(shellHtml);
    },
  );

  it('answers unknown API paths, missing files and other methods with 404 JSON', async () => {
    expect((await get('/api/nothing-here')).json()).toEqual({ message: 'No route for GET /api/nothing-here' });
    const missingRemoteFile = await get(`${exams}browser/missing.1234abcd56.js`);
    expect(missingRemoteFile.statusCode).toBe(404);
    expect(missingRemoteFile.headers['cache-control']).toBeUndefined();
    const missingFile = await get('/static/js/missing.1234abcd.js');
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.json()).toEqual({ message: 'No file at /static/js/missing.1234abcd.js' });
    const deleted = await app.inject({ method: 'DELETE', url: '/exams' });
    expect(deleted.statusCode).toBe(404);
  });

  it("caches the shell's hashed files for a year, immutable, and makes browsers revalidate its index.html", async () => {
    for (const url of ['/main.3f9a1c2b7d.js', '/main.3f9a1c2b7d.js.map']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
    const index = await get('/index.html');
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it("caches every file of a published version for a year, immutable, the unhashed entry and manifest too (a version's files never change)", async () => {
    for (const file of ['browser/__federation_expose_routes.8d7e6f5a41.js', 'browser/remoteEntry.js', 'browser/remoteEntry.js.map', 'browser/mf-manifest.json', 'release.json']) {
      const response = await get(`${exams}${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
    expect((await get(`${exams}browser/remoteEntry.js`)).body).toBe(chunk);
    expect((await get(`${exams}release.json`)).json()).toEqual(published['mf-exams']!.release);
  });

  it("lets another origin's shell load a remote (CORS on its manifest, entry and chunks)", async () => {
    for (const file of ['browser/mf-manifest.json', 'browser/remoteEntry.js', 'browser/__federation_expose_routes.8d7e6f5a41.js']) {
      expect((await get(`${exams}${file}`)).headers['access-control-allow-origin']).toBe('*');
    }
  });

  it("sends the shell's script as brotli compressed at build time, and compresses it per request for gzip", async () => {
    const script = '/main.3f9a1c2b7d.js';
    const plain = await get(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(plain.body).toBe(chunk);
    const brotli = await get(script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toBe(plain.headers['content-type']);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.equals(readFileSync(path.join(staticRoot, 'shell/dist/main.3f9a1c2b7d.js.br')))).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(chunk);
    const gzip = await get(script, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(chunk);
    // The compressed file is sent only in place of the script, never as a file of its own.
    expect((await get('/main.3f9a1c2b7d.js.br')).statusCode).toBe(404);
  });

  it('compresses text over 1 KB when the browser accepts it, and leaves small bodies alone', async () => {
    const entry = `${exams}browser/remoteEntry.js`;
    const gzip = await get(entry, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(chunk);
    const brotli = await get(entry, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(chunk);
    expect((await get(entry)).headers['content-encoding']).toBeUndefined();
    expect((await get('/api/health', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
  });

  it("serves nothing under /remotes/ but the files inside a version's folder: no listing, no staging folder, no stray file", async () => {
    const { version } = published['mf-exams']!;
    // A publication still being copied, and files beside the versions, exist on disk but are no version's.
    const staging = path.join(remotesDir, 'mf-exams', `.staging-${version}-4242`);
    mkdirSync(path.join(staging, 'browser'), { recursive: true });
    writeFileSync(path.join(staging, 'browser', 'remoteEntry.js'), 'half written');
    writeFileSync(path.join(remotesDir, 'mf-exams', 'notes.txt'), 'not a version');
    writeFileSync(path.join(remotesDir, 'notes.txt'), 'not a version');
    const outside = [
      '/remotes/',
      '/remotes/mf-exams',
      '/remotes/mf-exams/',
      exams,
      `/remotes/mf-exams/.staging-${version}-4242/browser/remoteEntry.js`,
      '/remotes/mf-exams/notes.txt',
      '/remotes/notes.txt',
      `/remotes/mf-exams/${version.toUpperCase()}/browser/remoteEntry.js`,
      `/remotes/mf-exams/${version}/%2e%2e/notes.txt`,
      `/remotes/mf-exams/${version}/%2e%2e/%2e%2e/notes.txt`,
    ];
    const answers = async (urls: string[]) => {
      const found: Record<string, { status: number; cached: boolean; content: string }> = {};
      for (const url of urls) {
        const response = await get(url);
        found[url] = { status: response.statusCode, cached: response.headers['cache-control'] !== undefined, content: response.body };
      }
      return found;
    };
    const notFound = { status: 404, cached: false, content: expect.stringMatching(/^\{"message":"No route for GET \/remotes\//) as unknown as string };
    expect(await answers(outside)).toEqual(Object.fromEntries(outside.map((url) => [url, notFound])));
    // A folder inside a version is refused too (403 from the file server), never listed.
    const folder = (await answers([`${exams}browser/`]))[`${exams}browser/`]!;
    expect([403, 404]).toContain(folder.status);
    expect(folder).toMatchObject({ cached: false, content: expect.not.stringMatching(/remoteEntry|mf-manifest|__federation/) });
  });

  it('serves the health check, and the site settings and live remotes the shell loads', async () => {
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
    const siteConfig = await get('/api/site-config');
    expect(siteConfig.headers['cache-control']).toBe('no-cache');
    const body = siteConfig.json() as { settings: { brandName: string }; remotes: RemoteEntry[] };
    expect(body.settings.brandName).toBe('Nurse Coach Co');
    expect(byId(body.remotes)).toEqual(byId(expectedEntries(published)));
    // Each url is where the version's browser build is served, from this site.
    for (const entry of body.remotes) expect((await get(`${entry.url}mf-manifest.json`)).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('source maps of the built site in production on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staticRoot: string;
  /** `/remotes/mf-exams/<live version>/` */
  let exams: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-site-production-'));
    const remotesDir = path.join(staticRoot, 'deployments');
    writeShellBuild(staticRoot);
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { NODE_ENV: 'production', STATIC_ROOT: staticRoot, REMOTES_DIR: remotesDir });
    const published = await promoteSite(app, remotesDir, { 'mf-exams': examsFiles });
    exams = published['mf-exams']!.localBaseUrl;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it("answers 404 for the shell's and the remotes' source maps, and serves the files they map", async () => {
    for (const url of ['/main.3f9a1c2b7d.js.map', `${exams}browser/remoteEntry.js.map`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('"version":3');
    }
    for (const url of ['/main.3f9a1c2b7d.js', `${exams}browser/remoteEntry.js`]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(chunk);
    }
  });
});

describe.each(databaseKinds)('a site with nothing promoted yet on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staticRoot: string;
  let remotesDir: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-unpromoted-'));
    remotesDir = path.join(staticRoot, 'deployments');
    writeShellBuild(staticRoot);
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { STATIC_ROOT: staticRoot, REMOTES_DIR: remotesDir, DEPLOY_TOKEN: deployToken, DEPLOYMENTS_POLL_MS: '100' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const publish = (index: number) => {
    const remote = siteRemotes[index]!;
    return publishFixtureVersion(remotesDir, { package: remote.package, name: remote.name, label: remote.table.label, routes: [...remote.table.routes] });
  };

  it('answers every page path with 404 and lists no remote, while the shell and its files are served', async () => {
    for (const url of ['/', '/exams', '/exams/teas', '/exams/teas/practice', '/schools', '/payment', '/marketing', '/my-study']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).toBe(shellHtml);
    }
    expect((await get('/api/site-config')).json()).toMatchObject({ remotes: [] });
    expect((await get('/main.3f9a1c2b7d.js')).statusCode).toBe(200);
  });

  it('answers the pages of a remote with 200 once it is promoted through the deploy endpoint, without a restart, and no others', async () => {
    const exams = publish(1);
    expect(siteRemotes[1]!.package).toBe('mf-exams');
    // Published but not promoted: its files are there, its pages are not.
    expect((await get(`${exams.localBaseUrl}browser/mf-manifest.json`)).statusCode).toBe(200);
    expect((await get('/exams/teas')).statusCode).toBe(404);

    const promoted = await app.inject({
      method: 'POST',
      url: '/api/deployments/mf-exams/promote',
      headers: { authorization: `Bearer ${deployToken}` },
      payload: { version: exams.version },
    });
    expect(promoted.statusCode).toBe(200);

    for (const url of ['/exams', '/exams/teas', '/exams/coursework/pharmacology']) expect((await get(url)).statusCode).toBe(200);
    for (const url of ['/', '/exams/teas/practice', '/schools', '/payment']) expect((await get(url)).statusCode).toBe(404);
    expect((await get('/api/site-config')).json()).toMatchObject({
      remotes: [{ id: 'exams', package: 'mf-exams', version: exams.version, url: `${exams.localBaseUrl}browser/` }],
    });
  });

  it('follows a promotion made elsewhere (another instance, the CLI) within the poll interval', async () => {
    const schools = publish(3);
    expect(siteRemotes[3]!.package).toBe('mf-schools');
    expect((await get('/schools/walden')).statusCode).toBe(404);
    // Straight into the registry: nothing tells this app, which finds it by polling.
    await app.deployments.registry.promote('mf-schools', schools.version, 'test');
    let status = 404;
    for (const deadline = Date.now() + 10_000; status !== 200 && Date.now() < deadline; ) {
      status = (await get('/schools/walden')).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
    expect((await get('/exams/teas')).statusCode).toBe(200);
  });
});

describe('a site that has not been built', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-unbuilt-'));
    const remotesDir = path.join(staticRoot, 'deployments');
    database = await openTestDatabase('pglite');
    app = await buildTestApp(database, { STATIC_ROOT: staticRoot, REMOTES_DIR: remotesDir });
    await promoteSite(app, remotesDir);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('answers pages with 503 and says how to build it, while the API works', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toBe('The site has not been built yet. Run `npm run build`, then reload.');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
