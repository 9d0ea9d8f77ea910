import { createHash } from 'node:crypto';
import path from 'node:path';
import { readFileSync, statSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPageFormId, pageFormPages, SENT_PARAM, type PageFormState } from '@nurseprep/contracts/page-forms';
import { canonicalPageUrl, matchRoute, type RouteMatch } from '@nurseprep/contracts';
import { BOOT_CHUNKS_FILE, serverBuildPath } from '@nurseprep/contracts/server-rendering';
import { BROWSER_MANIFEST } from '@nurseprep/contracts/releases';
import type { AppConfig } from '../config';
import { acceptsBrotli, brotliAtMax } from '../lib/brotli';
import type { LiveRemote } from '../deployments/registry';
import { browserBaseUrl, siteRemotesOf } from '../deployments/site-remotes';
import { SESSION_COOKIE, sessionTokenOf } from './session';
import { composePageHtml, parseBrowserManifest, remotePreloads, type BrowserManifest } from '../ssr/page-html';
import { PageRenderer, type RenderedPage } from '../ssr/page-renderer';
import { RemoteFiles } from '../ssr/remote-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** A page rendered for one person. */
const PERSONAL = 'private, no-store';
/** Files whose names carry no content hash: they must be revalidated on every load. */
const UNHASHED = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', BOOT_CHUNKS_FILE]);


function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  // A source map changes with the file it maps: remoteEntry.js.map is as unhashed as remoteEntry.js. So does the
  // brotli form written beside a file at build time.
  const name = path.basename(filePath).replace(/\.(map|br)$/, '');
  reply.header('Cache-Control', UNHASHED.has(name) ? NO_CACHE : IMMUTABLE);
}

interface CachedPage {
  html: string;
  etag: string;
  expires: number;
  /** The page is the not-found screen (an unknown deck, article...): answered with 404. */
  notFound: boolean;
  /**
   * A page visitors share, once compressed at brotli's highest quality: sent as it is to each browser that accepts
   * brotli (the first visit after a render gets the per-request compression while this is made).
   */
  brotli?: Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page as a GET of its address would, or with the server's answer to a form sent to it. */
    pages: { answer(request: FastifyRequest, reply: FastifyReply, form?: PageFormState): Promise<FastifyReply> };
  }
}

/**
 * The page's address as it reads it: only the query parameters its route declares, and `sent` when it names a
 * form of this page (the notice after a form was stored). Other parameters neither render it again nor split
 * its cache.
 */
function pageUrlOf(url: string, match: RouteMatch | null): string {
  const queryStart = url.indexOf('?');
  if (!match || queryStart < 0) return url;
  const pathname = url.slice(0, queryStart);
  const query = url.slice(queryStart + 1);
  const canonical = canonicalPageUrl(pathname, query, match.query);
  const sent = new URLSearchParams(query).get(SENT_PARAM);
  if (!isPageFormId(sent) || !pageFormPages[sent].includes(pathname)) return canonical;
  return `${canonical}${canonical.includes('?') ? '&' : '?'}${SENT_PARAM}=${sent}`;
}

/** Rendered pages for visitors, by deployment and URL; a few minutes each, at most this many. */
const PAGE_CACHE_SIZE = 300;
const PAGE_CACHE_MS = 5 * 60_000;

/** How often a failing version is written to the registry's status at the most. */
const FAILURE_REPORT_MS = 60_000;

/**
 * Serves the built shell at `/` and the published versions of remotes (REMOTES_DIR) under `/remotes/`. Any
 * other GET that is not a file gets its page rendered on the server (api/src/ssr) from the live versions, or
 * the shell's HTML when rendering is off, not possible or not wanted there: 200 for a route of a live remote,
 * 404 for a path no page exists for.
 */
export const staticSite = fp<{ config: AppConfig }>(async (app, { config }) => {
  const shellDist = path.join(config.staticRoot, 'shell', 'dist');
  const shellHtmlPath = path.join(shellDist, 'index.html');
  // Kept in memory, re-read when a new shell build replaces the file.
  let shellHtml: { html: string; modified: number; bootChunks: string[] } | null = null;
  const readShellHtml = (): string | null => {
    const modified = statSync(shellHtmlPath, { throwIfNoEntry: false })?.mtimeMs;
    if (modified === undefined) return null;
    if (shellHtml?.modified !== modified) shellHtml = { html: readFileSync(shellHtmlPath, 'utf8'), modified, bootChunks: readBootChunks() };
    return shellHtml.html;
  };
  /** The chunks the shell's first render loads after its entry, listed by its build (none when it lists none). */
  const readBootChunks = (): string[] => {
    try {
      const list: unknown = JSON.parse(readFileSync(path.join(shellDist, BOOT_CHUNKS_FILE), 'utf8'));
      return Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file)) : [];
    } catch {
      return [];
    }
  };

  // Source maps hold the original sources with their comments: for debugging with the build at hand, not for
  // visitors. In production they are not served (404, as a missing file), nor linked from the built files.
  const servesFile = (pathName: string) => config.nodeEnv !== 'production' || !pathName.endsWith('.map');

  // A version's files never change (its name is derived from them): cached for good, by any origin.
  await app.register(fastifyStatic, {
    root: config.deployments.remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Only files inside a version's folder (`<package>/<version>/...`), never a half-written staging folder.
    allowedPath: (pathName) => /^\/mf-[a-z0-9-]+\/[0-9a-f]{16}\/[^/]/.test(pathName) && !pathName.endsWith('/') && servesFile(pathName),
    setHeaders: (reply) => {
      reply.header('Cache-Control', IMMUTABLE);
      reply.header('Access-Control-Allow-Origin', '*');
    },
  });

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    // The build writes `<file>.br` beside the hashed scripts at brotli's highest quality: sent as they are to a
    // browser that accepts brotli; any other file is compressed per request as before.
    preCompressed: true,
    // Folders are never listed; `/` and any page path fall through to the not-found handler below.
    allowedPath: (pathName) => pathName !== '/' && !pathName.endsWith('/') && !pathName.endsWith('.br') && servesFile(pathName),
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });

  const sendShell = (reply: FastifyReply, status: number) => {
    const html = readShellHtml();
    if (html === null) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The site has not been built yet. Run `npm run build`, then reload.');
    }
    return reply.code(status).header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(html);
  };

  const live = () => app.deployments.live.current();
  const lastReported = new Map<string, number>();
  /** A version reported failing that renders again is marked ok. */
  const reportRecovered = (remote: LiveRemote) => {
    lastReported.delete(`${remote.package}/${remote.version}`);
    void app.deployments.registry.reportStatus(remote.package, remote.version, 'ok', null).catch(() => undefined);
  };
  /**
   * A live version that cannot be read, fails its check or throws while rendering: its area is left to the
   * browser, the log says why, and the registry shows it as failing (written at most once a minute per version).
   */
  const reportFailing = (remote: LiveRemote, message: string) => {
    const key = `${remote.package}/${remote.version}`;
    const now = Date.now();
    if ((lastReported.get(key) ?? 0) > now - FAILURE_REPORT_MS) return;
    lastReported.set(key, now);
    app.log.error({ remote: remote.package, version: remote.version }, `server rendering cannot use ${key}: ${message}`);
    void app.deployments.registry.reportStatus(remote.package, remote.version, 'failing', message).catch(() => undefined);
  };
  const remoteFiles = new RemoteFiles({
    source: { remotesDir: config.deployments.remotesDir },
    live: () => live().remotes,
    onFailure: (remote, message) => reportFailing(remote, message),
  });
  /** Node files of live versions, by their path on the render origin. */
  const serverFile = async (pathname: string) => {
    const parts = /^\/remotes\/(mf-[a-z0-9-]+)\/([0-9a-f]{16})\/server\/([A-Za-z0-9._-]+)$/.exec(pathname);
    const bytes = parts ? await remoteFiles.read(parts[1]!, parts[2]!, `server/${parts[3]}`) : null;
    return bytes
      ? { status: 200, body: bytes.toString('utf8'), contentType: 'text/javascript' }
      : { status: 404, body: 'not a file of a live version', contentType: 'text/plain' };
  };
  /** The live version's browser manifest, for the preloads (its bytes are kept by RemoteFiles). */
  const browserManifest = async (remotePackage: string, version: string): Promise<BrowserManifest | null> => {
    const bytes = await remoteFiles.read(remotePackage, version, BROWSER_MANIFEST);
    return bytes ? parseBrowserManifest(bytes.toString('utf8')) : null;
  };

  const renderer = config.serverRendering.enabled
    ? new PageRenderer({
        staticRoot: config.staticRoot,
        timeoutMs: config.serverRendering.timeoutMs,
        onError: (message) => app.log.error(message),
        api: async (pathAndQuery, cookie) => {
          const response = await app.inject({ method: 'GET', url: pathAndQuery, headers: cookie ? { cookie } : {} });
          return { status: response.statusCode, body: response.body, contentType: String(response.headers['content-type'] ?? 'application/json') };
        },
        files: serverFile,
      })
    : null;
  // A promotion or rollback starts the render thread of the new deployment at once, not at the next visit.
  const unsubscribe = app.deployments.live.subscribe((snapshot) => {
    const deployment = renderer?.deployment(siteRemotesOf(snapshot).versions);
    if (renderer && deployment) renderer.warm(deployment);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    await renderer?.stop();
  });
  if (renderer) {
    app.readiness.add('renderer', async () => {
      const deployment = renderer.deployment(siteRemotesOf(live()).versions);
      if (deployment === null) throw new Error('the shell has no server build (npm run build)');
      if (!renderer.running(deployment)) throw new Error('the render thread is starting');
    });
  }
  const pageCache = new Map<string, CachedPage>();

  const renderPage = async (request: FastifyRequest, match: RouteMatch | null, form?: PageFormState): Promise<CachedPage | null> => {
    // Staff tools and a person's own pages are rendered in the browser only.
    if (!renderer || (match && !match.serverRendered)) return null;
    const template = readShellHtml();
    const snapshot = live();
    const remotes = siteRemotesOf(snapshot);
    const deployment = renderer.deployment(remotes.versions);
    if (template === null || deployment === null) return null;
    // The page's own API calls are answered by this server, which reads the token under either cookie name.
    const sessionCookie = sessionTokenOf(request);
    const cookie = sessionCookie ? `${SESSION_COOKIE}=${encodeURIComponent(sessionCookie)}` : undefined;
    const pageUrl = pageUrlOf(request.url, match);
    const cacheKey = `${deployment}|${pageUrl}`;
    // Visitors share one rendering of a page; a signed-in person's header is their own, and a form's answer
    // (the values a person sent) is theirs alone.
    const shared = !cookie && !form && match !== null;
    if (shared) {
      const cached = pageCache.get(cacheKey);
      const hit = cached !== undefined && cached.expires > Date.now();
      app.metrics.pageCache.inc({ result: hit ? 'hit' : 'miss' });
      if (hit) return cached;
    }
    const endTimer = app.metrics.pageRenders.startTimer();
    const page: RenderedPage | null = await renderer.render(pageUrl, config.siteUrl, cookie, deployment, form);
    endTimer({ outcome: page === null ? 'left to the browser' : page.errors.length > 0 ? 'partly left to the browser' : 'rendered' });
    if (!page) return null;
    let preloads: ReturnType<typeof remotePreloads> = [];
    if (match) {
      const remote = remotes.byName.get(match.remote);
      if (remote) {
        // The files this page uses: the render reports the code of lazy parts loaded by earlier renders too.
        const prefix = `${serverBuildPath(remote.package, remote.version)}/`;
        const files = page.files.filter((file) => file.startsWith(prefix)).map((file) => file.slice(prefix.length));
        const manifest = await browserManifest(remote.package, remote.version);
        if (manifest) preloads = remotePreloads(manifest, browserBaseUrl(remote), files);
        if (page.errors.length > 0) reportFailing(remote, page.errors.join('; '));
        else if (remote.status === 'failing') reportRecovered(remote);
      }
    }
    const html = composePageHtml(template, page, preloads, shellHtml?.bootChunks ?? []);
    const rendered: CachedPage = {
      html,
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
      expires: Date.now() + PAGE_CACHE_MS,
      notFound: page.notFound === true,
    };
    // A page whose remote failed on the server is left to the browser this time, and rendered again next time.
    if (shared && page.errors.length === 0) {
      if (pageCache.size >= PAGE_CACHE_SIZE) pageCache.delete(pageCache.keys().next().value!);
      pageCache.set(cacheKey, rendered);
      brotliAtMax(html).then(
        (compressed) => {
          rendered.brotli = compressed;
        },
        (error: unknown) => request.log.warn({ url: request.url, error }, 'a page could not be compressed for the cache'),
      );
    }
    if (page.errors.length > 0) request.log.warn({ url: request.url, errors: page.errors }, 'server render left an area to the browser');
    return rendered;
  };

  const answerPage = async (request: FastifyRequest, reply: FastifyReply, form?: PageFormState): Promise<FastifyReply> => {
    const pathname = request.url.split('?')[0] ?? '/';
    const match = matchRoute(siteRemotesOf(live()).routed, pathname);
    request.metricsRoute = match ? `page ${match.pattern}` : 'page not found';
    const page = await renderPage(request, match, form);
    if (!page) return sendShell(reply, match ? 200 : 404);
    // A path of a known pattern can still name nothing (an unknown deck): the page rendered says so.
    const status = !match || page.notFound ? 404 : form?.outcome === 'invalid' ? 400 : form?.outcome === 'rate-limited' ? 429 : 200;
    // A form's answer holds what the person sent, and a signed-in page their name: neither is stored anywhere.
    if (form || sessionTokenOf(request)) reply.header('Cache-Control', PERSONAL);
    else {
      reply.header('Cache-Control', NO_CACHE).header('ETag', page.etag).header('Vary', 'Cookie');
      if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      if (page.brotli && acceptsBrotli(request.headers['accept-encoding'])) {
        reply.header('Content-Encoding', 'br').header('Vary', 'Cookie, Accept-Encoding');
        return reply.code(status).type('text/html; charset=utf-8').send(page.brotli);
      }
    }
    return reply.code(status).type('text/html; charset=utf-8').send(page.html);
  };
  app.decorate('pages', { answer: answerPage });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) {
      return reply.code(404).send({ message: `No route for ${request.method} ${pathname}` });
    }
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      return reply.code(404).send({ message: `No file at ${pathname}` });
    }
    return answerPage(request, reply);
  });
}, { name: 'static-site', decorators: { fastify: ['deployments', 'readiness', 'metrics'] } });
