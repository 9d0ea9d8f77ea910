import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { BOOT_SCRIPT } from '../../src/ssr/page-html';
import { buildTestApp, databaseKinds, openTestDatabase, signUpStudent, testConfig, type TestDatabase } from '../helpers/test-app';
import { publishFixtureVersion } from '../helpers/fixture-releases';
import { promoteSite, siteRemotes } from '../helpers/live-site';

const shellHtml =
  '<!doctype html><html lang="en"><head><meta name="description" content="Site description"><title>NursePrep Academy</title>' +
  '<script defer src="/main.3f9a1c2b7d.js"></script></head><body><noscript>Needs JavaScript.</noscript><div id="root"></div></body></html>';

/**
 * A node build of the shell in miniature: it renders what it read through the render thread's fetch (the
 * API with the visitor's cookie, and a remote's node files), counts its renders, fails on /exams/ati and
 * hangs on /exams/gre and leaves an area to the browser on /exams/psb-hoae, as a real page could. It says
 * /exams/nclex also uses a file it did not read this time (code an earlier render loaded).
 */
const renderer = (version: string) => `
let renders = 0;
exports.render = async ({ url, origin }) => {
  renders += 1;
  if (url.startsWith('/exams/ati')) throw new Error('this page fails on the server');
  if (url.startsWith('/exams/gre')) await new Promise((resolve) => setTimeout(resolve, 60000));
  const config = await (await fetch('/api/site-config')).json();
  const userResponse = await fetch('/api/auth/user');
  const user = userResponse.ok ? await userResponse.json() : null;
  const exams = config.remotes.find((remote) => remote.id === 'exams');
  const page = await fetch('http://ssr.internal/remotes/mf-exams/' + exams.version + '/server/page.cjs');
  const env = Object.keys(process.env).sort().join(',');
  const outside = await fetch('https://example.com/');
  const posted = await fetch('/api/newsletter-subscriptions', { method: 'POST' });
  return {
    html: '<main><h1>${version} ' + url + ' render ' + renders + '</h1><p>' + config.settings.brandName + '</p><p>user ' + (user ? user.username : 'visitor') + '</p><p>page file ' + page.status + ', outside ' + outside.status + ', post ' + posted.status + '</p><p>origin ' + origin + '</p><p>exams ' + exams.version + '</p><p>env ' + env + '</p></main>',
    styles: '<style data-styled="active">h1{color:#1d4ed8}</style>',
    head: '<title>Rendered | NursePrep Academy</title><meta name="description" content="The page itself" />',
    state: { queries: [{ queryKey: ['/api/site-config'], text: '</script><script>alert(1)</script>' }] },
    errors: url.startsWith('/exams/psb-hoae') ? ['the schools area failed'] : page.ok ? [] : ['the exams remote could not be loaded'],
    notFound: url.startsWith('/exams/teas/flashcards/no-such-deck'),
    passes: 2,
    files: url.startsWith('/exams/nclex') ? ['/remotes/mf-exams/' + exams.version + '/server/other.cjs'] : undefined,
  };
};`;

const manifest = JSON.stringify({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.8d7e6f5a41.js'], async: ['page.1234abcd56.js', 'other.99aa88bb77.js'] } } }],
});

/** The exams remote's version: its browser manifest and entry, and a node build of two files. */
const examsFiles = (page = 'exports.ids = ["page"];') => ({
  'browser/mf-manifest.json': manifest,
  'browser/remoteEntry.js': 'var exams;',
  'server/remoteEntry.js': 'module.exports = {};',
  'server/page.cjs': page,
});

/** The data block listing the files a page's boot script asks for. */
function bootDataOf(html: string): { scripts: string[]; chunks: string[]; preload: Array<{ href: string; as: string }> } {
  return JSON.parse(/<script id="__NP_BOOT__" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as ReturnType<typeof bootDataOf>;
}

/** The shell's builds (the host is deployed with the server); the remotes are published versions. */
function writeFixtureBuilds(root: string): void {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('shell/dist/index.html', shellHtml);
  write('shell/dist/boot-chunks.json', JSON.stringify(['172.21c26a5278.js', '275.b5cce4f780.js', '../outside.js']));
  write('shell/dist-server/render.cjs', renderer('v1'));
}

describe.each(databaseKinds)('server-rendered pages on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staticRoot: string;
  let remotesDir: string;
  let examsVersion: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-ssr-'));
    remotesDir = path.join(staticRoot, 'deployments');
    writeFixtureBuilds(staticRoot);
    database = await openTestDatabase(kind);
    app = await buildTestApp(database, {
      STATIC_ROOT: staticRoot,
      REMOTES_DIR: remotesDir,
      SITE_BRAND_NAME: 'Nurse Coach Co',
      SSR_TIMEOUT_MS: '400',
      SITE_URL: 'https://nurseprep.example',
    });
    examsVersion = (await promoteSite(app, remotesDir, { 'mf-exams': examsFiles() }))['mf-exams']!.version;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('answers a page with its rendered content, head, styles, preloads and data in the HTML', async () => {
    const response = await get('/exams/teas');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<div id="root"><main><h1>v1 /exams/teas render');
    // Data came from the API itself; the live version's node file came from the server, checked; nothing left
    // the thread, nothing was written while rendering, and the thread saw no secret of the server's.
    expect(html).toContain(
      `<p>Nurse Coach Co</p><p>user visitor</p><p>page file 200, outside 502, post 405</p><p>origin https://nurseprep.example</p><p>exams ${examsVersion}</p><p>env NODE_ENV</p>`,
    );
    expect(html).toContain('<title>Rendered | NursePrep Academy</title><meta name="description" content="The page itself" />');
    expect(html).not.toContain('Site description');
    expect(html).not.toContain('<title>NursePrep Academy</title>');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<style data-styled="active">h1{color:#1d4ed8}</style></head>');
    // Nothing is asked for before the content paints: the boot script in the head then starts the shell's entry,
    // preloads the chunks its first render loads, and asks for the route's remote files (manifest, entry, route
    // table chunk and the page chunk the render read, by name).
    const head = html.slice(0, html.indexOf('</head>'));
    const boot = bootDataOf(head);
    expect(boot).toEqual({
      scripts: ['/main.3f9a1c2b7d.js'],
      chunks: ['/172.21c26a5278.js', '/275.b5cce4f780.js'],
      preload: [
        { href: `/remotes/mf-exams/${examsVersion}/browser/mf-manifest.json`, as: 'fetch' },
        { href: `/remotes/mf-exams/${examsVersion}/browser/remoteEntry.js`, as: 'script' },
        { href: `/remotes/mf-exams/${examsVersion}/browser/__federation_expose_routes.8d7e6f5a41.js`, as: 'chunk' },
        { href: `/remotes/mf-exams/${examsVersion}/browser/page.1234abcd56.js`, as: 'chunk' },
      ],
    });
    expect(html).not.toContain('<script defer');
    expect(html).not.toContain('<link rel="preload"');
    expect(head).toContain(`<script>${BOOT_SCRIPT}</script>`);
    // The list names files of the shell's folder only.
    expect(html).not.toContain('outside.js');
    // The state is a data block no text can close.
    expect(html).toContain('<script id="__NP_STATE__" type="application/json">{"queries":[{"queryKey":["/api/site-config"],"text":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}]}</script>');
  });

  it('preloads the code each page uses as its render reports it, never what other pages of its route used', async () => {
    const preloadsOf = (html: string) => bootDataOf(html).preload.map((file) => file.href);
    const browserFile = (file: string) => `/remotes/mf-exams/${examsVersion}/browser/${file}`;
    // The file the render read and the one the renderer says the page uses.
    const nclex = (await get('/exams/nclex')).body;
    expect(preloadsOf(nclex)).toEqual(expect.arrayContaining([browserFile('page.1234abcd56.js'), browserFile('other.99aa88bb77.js')]));
    // Another page of the same route, rendered after it, gets its own files only.
    const hesi = preloadsOf((await get('/exams/hesi')).body);
    expect(hesi).toContain(browserFile('page.1234abcd56.js'));
    expect(hesi).not.toContain(browserFile('other.99aa88bb77.js'));
  });

  it('renders a page once for every visitor, with a validator that answers 304', async () => {
    const first = await get('/exams/hesi');
    const second = await get('/exams/hesi');
    expect(second.body).toBe(first.body);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get('/exams/hesi', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('sends a page visitors share at brotli\'s highest quality, once compressed, to browsers that accept brotli', async () => {
    const html = (await get('/exams/kaplan')).body;
    const atMax = zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    });
    // It is compressed off the event loop after the render: until then, visits get the per-request compression.
    let sent = await get('/exams/kaplan', { 'accept-encoding': 'gzip, deflate, br' });
    for (let attempt = 0; attempt < 100 && !sent.rawPayload.equals(atMax); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sent = await get('/exams/kaplan', { 'accept-encoding': 'gzip, deflate, br' });
    }
    expect(sent.rawPayload.equals(atMax)).toBe(true);
    expect(sent.headers['content-encoding']).toBe('br');
    expect(sent.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(sent.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(sent.headers.etag).toBeDefined();
    expect(zlib.brotliDecompressSync(sent.rawPayload).toString()).toBe(html);

    // A browser that refuses brotli, or asks for no compression, gets what it asked for.
    const gzip = await get('/exams/kaplan', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(html);
    expect((await get('/exams/kaplan', { 'accept-encoding': 'identity' })).body).toBe(html);
  });

  it('renders a page once per value of the query parameters it reads, and ignores the others', async () => {
    const first = await get('/exams/net?utm_source=newsletter');
    expect(first.body).toMatch(/<h1>v1 \/exams\/net render \d+<\/h1>/);
    expect((await get('/exams/net?utm_source=other&ref=x')).body).toBe(first.body);
    expect((await get('/exams/net')).body).toBe(first.body);

    const offer = await get('/payment?package=teas-basic&utm_source=a');
    expect(offer.body).toMatch(/<h1>v1 \/payment\?package=teas-basic render \d+<\/h1>/);
    expect((await get('/payment?utm_source=b&package=teas-basic')).body).toBe(offer.body);
    expect((await get('/payment?package=nclex-premium')).body).toContain('<h1>v1 /payment?package=nclex-premium render');
  });

  it("renders a signed-in person's page with their account, every time", async () => {
    const { cookie, account } = await signUpStudent(app);
    const first = await get('/exams/nclex', { cookie });
    expect(first.body).toContain(`<p>user ${account.username}</p>`);
    const second = await get('/exams/nclex', { cookie });
    expect(second.body).not.toBe(first.body);
    // Theirs alone: no browser or shared cache keeps it, and there is no validator to revalidate it with.
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.etag).toBeUndefined();
    expect((await get('/exams/nclex')).body).toContain('<p>user visitor</p>');
  });

  it('leaves staff pages and personal pages to the browser', async () => {
    for (const url of ['/marketing', '/marketing/leads', '/my-study']) {
      const response = await get(url);
      expect(response.body).toBe(shellHtml);
    }
  });

  it('answers 404 for a path of a known pattern whose page is the not-found screen (an unknown deck)', async () => {
    const response = await get('/exams/teas/flashcards/no-such-deck');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>v1 /exams/teas/flashcards/no-such-deck render');
    expect((await get('/exams/teas/flashcards/no-such-deck')).statusCode).toBe(404);
  });

  it('renders the not-found screen with status 404', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<h1>v1 /no-such-page render');
  });

  it('serves the client-rendered shell, never an error, when a page fails or takes too long on the server', async () => {
    const failed = await get('/exams/ati');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(shellHtml);
    const slow = await get('/exams/gre');
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toBe(shellHtml);
    // The renderer recovers for the next page.
    expect((await get('/exams/cna')).body).toContain('<h1>v1 /exams/cna render');
  });

  it('does not keep a page whose area failed on the server: the next visit renders it again', async () => {
    const first = await get('/exams/psb-hoae');
    expect(first.body).toContain('/exams/psb-hoae render');
    const second = await get('/exams/psb-hoae');
    expect(second.body).not.toBe(first.body);
  });

  it('renders with a newly promoted version at once, and with the one before after a rollback', async () => {
    expect((await get('/exams/hesi')).body).toContain(`<p>exams ${examsVersion}</p>`);
    const next = publishFixtureVersion(remotesDir, { package: 'mf-exams', name: 'exams', label: 'Exam preparation', routes: [...siteRemotes[1]!.table.routes], files: examsFiles('exports.ids = ["page"]; // v2') });
    await app.deployments.registry.promote('mf-exams', next.version, 'test');
    await app.deployments.live.refresh();
    const promoted = await get('/exams/hesi');
    expect(promoted.body).toContain(`<p>exams ${next.version}</p>`);
    expect(promoted.body).toContain(`/remotes/mf-exams/${next.version}/browser/remoteEntry.js`);
    await app.deployments.registry.rollback('mf-exams', 'test');
    await app.deployments.live.refresh();
    expect((await get('/exams/hesi')).body).toContain(`<p>exams ${examsVersion}</p>`);
  });

  it('leaves the area of a live version whose node file fails its check to the browser, and reports it', async () => {
    const next = publishFixtureVersion(remotesDir, { package: 'mf-exams', name: 'exams', label: 'Exam preparation', routes: [...siteRemotes[1]!.table.routes], files: examsFiles('exports.ids = ["page"]; // v3') });
    await app.deployments.registry.promote('mf-exams', next.version, 'test');
    await app.deployments.live.refresh();
    // Changed on the origin after it went live: the server never runs it.
    writeFileSync(path.join(next.folder, 'server', 'page.cjs'), 'throw new Error("tampered");');
    const response = await get('/exams/cna');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('page file 404');
    // The report is written beside the answer, not before it.
    const examsLive = async () => (await app.deployments.registry.live()).find((remote) => remote.package === 'mf-exams');
    for (const deadline = Date.now() + 5000; (await examsLive())?.status !== 'failing' && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 20));
    const live = await examsLive();
    expect(live).toMatchObject({ version: next.version, status: 'failing' });
    expect(live?.statusMessage).toMatch(/integrity/);
    await app.deployments.registry.rollback('mf-exams', 'test');
    await app.deployments.live.refresh();
  });

  it('renders with a newly deployed shell at once (a new render thread for the new files)', async () => {
    expect((await get('/exams/kaplan')).body).toContain('<h1>v1 /exams/kaplan');
    const file = path.join(staticRoot, 'shell', 'dist-server', 'render.cjs');
    writeFileSync(file, renderer('v2'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect((await get('/exams/kaplan')).body).toContain('<h1>v2 /exams/kaplan render 1</h1>');
  });
});

describe('with SSR=off', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), 'nurseprep-ssr-off-'));
    writeFixtureBuilds(staticRoot);
    database = await openTestDatabase('pglite');
    app = await buildTestApp(database, { STATIC_ROOT: staticRoot, REMOTES_DIR: path.join(staticRoot, 'deployments'), SSR: 'off' });
    await promoteSite(app, path.join(staticRoot, 'deployments'));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it('serves every page as the client-rendered shell', async () => {
    const response = await app.inject({ method: 'GET', url: '/exams/teas' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(shellHtml);
  });

  it('stops start-up on a bad SSR value, naming it', () => {
    expect(() => testConfig({ SSR: 'maybe' })).toThrow('Invalid configuration: SSR: Invalid option: expected one of "on"|"off"');
  });
});
