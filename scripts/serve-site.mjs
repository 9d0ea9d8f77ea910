// The work of npm start once it runs on a supported Node.js (scripts/start.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { apps } from './apps.mjs';
import { promoteBuiltRemotes } from './lib/go-live.mjs';
import { serverArguments } from './lib/server-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** Sources every app is built from besides its own src/. */
const sharedSources = ['shared-ui/src', 'contracts/src', 'rspack.base.ts', 'app.html'];

function newestModification(target) {
  const full = path.resolve(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestModification(path.join(target, entry)));
  return newest;
}

function needsBuild(app) {
  // Both builds: the browser's, and the node one the server renders pages with.
  const markers = [
    path.join(root, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json'),
    path.join(root, app, 'dist-server', app === 'shell' ? 'render.cjs' : 'remoteEntry.js'),
  ];
  if (!markers.every((marker) => existsSync(marker))) return true;
  const built = Math.min(...markers.map((marker) => statSync(marker).mtimeMs));
  const sources = [`${app}/src`, `${app}/rspack.config.ts`, ...sharedSources];
  return sources.some((source) => newestModification(source) > built);
}

/** The study documents: their index is missing, or older than a source or the generator. */
function documentsNeedBuild() {
  const index = path.resolve(root, process.env.FILES_DIR || path.join('api', 'files'), 'documents-index.json');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = [
    path.join(process.env.CONTENT_DIR || path.join('api', 'content'), 'documents'),
    'api/src/documents',
    'api/scripts/build-documents.ts',
    'contracts/src/documents.ts',
  ];
  return sources.some((source) => newestModification(source) > built);
}

/** The compiled server (api/dist): missing, or older than a source it is compiled from. */
function serverNeedsBuild() {
  const marker = path.join(root, 'api', 'dist', 'server.cjs');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return ['api/src', 'api/rspack.config.ts', 'contracts/src'].some((source) => newestModification(source) > built);
}

const stale = [...apps.filter(needsBuild), ...(documentsNeedBuild() ? ['documents'] : []), ...(serverNeedsBuild() ? ['api'] : [])];
if (stale.length > 0) {
  console.log(`Building ${stale.join(', ')}…`);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), ...stale], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Every remote's current build as a version (written once), then live: the site serves what was just built.
try {
  promoteBuiltRemotes();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const port = process.env.PORT ?? '3000';
// A production server needs its public address (canonical URLs, the sitemap, links in emails); on this machine
// that is localhost unless SITE_URL says otherwise.
const siteUrl = process.env.SITE_URL || `http://localhost:${port}`;
console.log(`Serving NursePrep Academy at http://localhost:${port}`);
console.log(`SITE_URL=${siteUrl}${process.env.SITE_URL ? '' : ' (set SITE_URL to the public address when others reach this server)'}`);
// The compiled server (TypeScript runs through a loader only in development and tests).
const server = spawn(process.execPath, serverArguments(), {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, NODE_ENV: process.env.NODE_ENV ?? 'production', SITE_URL: siteUrl },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
