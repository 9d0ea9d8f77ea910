import path from 'node:path';
import { readFileSync, statSync } from 'node:fs';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { matchRoute, remoteIds } from '@nurseprep/contracts';
import { remoteFolders, type AppConfig } from '../config';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
/** Files whose names carry no content hash: they must be revalidated on every load. */
const UNHASHED = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  // A source map changes with the file it maps: remoteEntry.js.map is as unhashed as remoteEntry.js.
  const name = path.basename(filePath).replace(/\.map$/, '');
  reply.header('Cache-Control', UNHASHED.has(name) ? NO_CACHE : IMMUTABLE);
}

/**
 * Serves the built shell at `/` and each remote's build under `/remotes/<folder>/`. Any other GET that is
 * not a file gets the shell's HTML: 200 for a route of the site, 404 for a path no page exists for.
 */
export const staticSite = fp<{ config: AppConfig }>(async (app, { config }) => {
  const shellDist = path.join(config.staticRoot, 'shell', 'dist');
  const shellHtmlPath = path.join(shellDist, 'index.html');
  // Kept in memory, re-read when a new shell build replaces the file.
  let shellHtml: { html: string; modified: number } | null = null;
  const readShellHtml = (): string | null => {
    const modified = statSync(shellHtmlPath, { throwIfNoEntry: false })?.mtimeMs;
    if (modified === undefined) return null;
    if (shellHtml?.modified !== modified) shellHtml = { html: readFileSync(shellHtmlPath, 'utf8'), modified };
    return shellHtml.html;
  };

  for (const id of remoteIds) {
    const folder = remoteFolders[id];
    await app.register(fastifyStatic, {
      root: path.join(config.staticRoot, folder, 'dist'),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        setCacheHeaders(reply, filePath);
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    index: false,
    // Folders are never listed; `/` and any page path fall through to the not-found handler below.
    allowedPath: (pathName) => pathName !== '/' && !pathName.endsWith('/'),
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!wantsPage || pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) {
      return reply.code(404).send({ message: `No route for ${request.method} ${pathname}` });
    }
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      return reply.code(404).send({ message: `No file at ${pathname}` });
    }
    return sendShell(reply, matchRoute(pathname) ? 200 : 404);
  });
});
