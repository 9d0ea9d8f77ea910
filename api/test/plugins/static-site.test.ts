import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, databaseKinds, openTestDatabase, type TestDatabase } from '../helpers/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const shellHtml = '<!doctype html><html><head><title>NursePrep Academy</title></head><body><div id="root"></div></body></html>';
// Over the 1 KB compression threshold.
const chunk = `console.log(${JSON.stringify('study '.repeat(400))});`;

/** A built site in miniature: the shell and the exams remote, with hashed and unhashed files. */
function writeFixtureBuilds(root: string): void {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  // Named as rspack names them: `<name>.<10-hex hash>.js` beside the unhashed entry files.
  write('shell/dist/index.html', shellHtml);
  write('shell/dist/main.3f9a1c2b7d.js', chunk);
  write('shell/dist/main.3f9a1c2b7d.js.map', '{"version":3}');
  write('mf-exams/dist/index.html', shellHtml);
  write('mf-exams/dist/remoteEntry.js', chunk);
  write('mf-exams/dist/remoteEntry.js.map', '{"version":3}');
  write('mf-exams/dist/mf-manifest.json', '{"id":"exams"}');
  write('mf-exams/dist/__federation_expose_routes.8d7e6f5a41.js', chunk);
}

describe.each(databaseKinds)('the built site on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-site-'));
    writeFixtureBuilds(staticRoot);
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, { STATIC_ROOT: staticRoot, SITE_BRAND_NAME: 'Nurse Coach Co' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it.each(['/', '/exams', '/exams/teas', '/exams/coursework/pharmacology', '/schools/walden', '/resources/blog/hesi-vs-teas', '/payment'])(
    'answers the page %s with the shell, 200 and not cached',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(shellHtml);
    },
  );

  it.each(['/no-such-page', '/exams/no-such-exam', '/exams/coursework/astrology', '/schools/hogwarts', '/resources/blog/not-an-article'])(
    'answers %s with the shell (its 404 screen) and status 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(shellHtml);
    },
  );

  it('answers unknown API paths, missing files and other methods with 404 JSON', async () => {
    expect((await get('/api/nothing-here')).json()).toEqual({ message: 'No route for GET /api/nothing-here' });
    expect((await get('/remotes/mf-exams/missing.js')).statusCode).toBe(404);
    const missingFile = await get('/static/js/missing.1234abcd.js');
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.json()).toEqual({ message: 'No file at /static/js/missing.1234abcd.js' });
    const deleted = await app.inject({ method: 'DELETE', url: '/exams' });
    expect(deleted.statusCode).toBe(404);
  });

  it('caches hashed files for a year, immutable', async () => {
    for (const url of ['/main.3f9a1c2b7d.js', '/main.3f9a1c2b7d.js.map', '/remotes/mf-exams/__federation_expose_routes.8d7e6f5a41.js']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('makes browsers revalidate the files without a hash: index.html, remoteEntry.js, its map and mf-manifest.json', async () => {
    for (const url of [
      '/index.html',
      '/remotes/mf-exams/index.html',
      '/remotes/mf-exams/remoteEntry.js',
      '/remotes/mf-exams/remoteEntry.js.map',
      '/remotes/mf-exams/mf-manifest.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("lets another origin's shell load a remote (CORS on its manifest, entry and chunks)", async () => {
    for (const url of [
      '/remotes/mf-exams/mf-manifest.json',
      '/remotes/mf-exams/remoteEntry.js',
      '/remotes/mf-exams/__federation_expose_routes.8d7e6f5a41.js',
    ]) {
      expect((await get(url)).headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('compresses text over 1 KB when the browser accepts it, and leaves small bodies alone', async () => {
    const gzip = await get('/remotes/mf-exams/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(chunk);
    const brotli = await get('/remotes/mf-exams/remoteEntry.js', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(chunk);
    expect((await get('/remotes/mf-exams/remoteEntry.js')).headers['content-encoding']).toBeUndefined();
    expect((await get('/api/health', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
  });

  it('serves the health check and the site configuration from the environment', async () => {
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
    const siteConfig = await get('/api/site-config');
    expect(siteConfig.headers['cache-control']).toBe('no-cache');
    expect(siteConfig.json()).toMatchObject({
      settings: { brandName: 'Nurse Coach Co' },
      remotes: expect.arrayContaining([{ id: 'exams', url: '/remotes/mf-exams/' }]),
    });
  });
});

describe('a site that has not been built', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-unbuilt-'));
    database = await openTestDatabase('pglite');
    app = await buildTestApp(database, { STATIC_ROOT: staticRoot });
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
