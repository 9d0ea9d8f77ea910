// Production build of every front-end app, of the server (api/dist) and of the study documents
// (api/content/documents -> FILES_DIR), two at a time (the machines have two cores), then publishes each remote
// built as a version in REMOTES_DIR (scripts/publish.ts; nothing is written for a version published before).
// Writes the shell's hashed scripts and styles brotli-compressed beside them (scripts/lib/precompress.mjs). Prints the time.
// `node scripts/build.mjs mf-exams documents` builds only those; with no names, everything.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apps } from './apps.mjs';
import { precompress } from './lib/precompress.mjs';

const require = createRequire(import.meta.url);
const rspackBin = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
// The documents first: they build beside the shell instead of alone at the end; the server (api) is quick.
const targets = ['documents', ...apps, 'api'];
const queue = only.length > 0 ? targets.filter((target) => only.includes(target)) : [...targets];
const count = queue.length;

/** The study documents: the generator prints its own one-line summary. */
function buildDocuments() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'scripts', 'build-documents.ts')], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error('the study documents failed to build'))));
  });
}

function build(app) {
  if (app === 'documents') return buildDocuments();
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [rspackBin, 'build', '--mode', 'production'], {
      cwd: path.join(root, app),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code === 0 && !/ERROR in/.test(output)) {
        console.log(`built ${app} in ${seconds} s`);
        resolve(app === 'shell' ? precompressShell() : undefined);
      } else {
        console.error(output);
        reject(new Error(`${app} failed to build`));
      }
    });
  });
}

/** The shell's hashed scripts and styles, brotli-compressed once at the highest quality (scripts/lib/precompress.mjs). */
async function precompressShell() {
  const { files, before, after } = await precompress(path.join(root, 'shell', 'dist'));
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  console.log(`precompressed ${files} shell files: ${kb(before)} KB, ${kb(after)} KB as brotli`);
}

const started = performance.now();
async function worker() {
  for (let app = queue.shift(); app; app = queue.shift()) await build(app);
}
/** Publishes the remotes just built (each a version under REMOTES_DIR; see scripts/publish.ts). */
function publish(remotes) {
  if (remotes.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'publish.ts'), '--no-build', ...remotes], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error('the remotes could not be published'))));
  });
}

const remotesBuilt = queue.filter((target) => target.startsWith('mf-'));
try {
  await Promise.all([worker(), worker()]);
  await publish(remotesBuilt);
  console.log(`production build of ${count} target(s) took ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
