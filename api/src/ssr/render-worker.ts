/**
 * The page renderer's thread. It loads the shell's node build (`shell/dist-server/render.cjs`), which loads each
 * remote's node build through Module Federation. Its `fetch` never leaves the process: `/remotes/<folder>/<file>`
 * is read from that remote's `dist-server` folder, and `/api/...` GETs are answered by the server that started
 * this thread (Fastify's inject, with the visitor's cookie), so the page's data is the data the API serves.
 * A new deployment of any app gets a new thread (the MF runtime keeps a loaded remote for its lifetime).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { RENDER_ORIGIN } from '@nurseprep/contracts/src/server-rendering';
import type { ApiAnswer, RenderJob, RenderReply, WorkerSettings, ToWorker } from './render-protocol';

const settings = workerData as WorkerSettings;
const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');

interface RenderContext {
  cookie: string | undefined;
  /** Remote chunk files read while rendering this page, as `<folder>/<file>`. */
  files: Set<string>;
}
const context = new AsyncLocalStorage<RenderContext>();
const folders = new Set(settings.remoteFolders);

let nextApiId = 1;
const pendingApi = new Map<number, (answer: ApiAnswer) => void>();

async function remoteFile(folder: string, file: string): Promise<Response> {
  if (!folders.has(folder) || file.includes('..')) return new Response('not found', { status: 404 });
  try {
    const body = await readFile(path.join(settings.staticRoot, folder, 'dist-server', file), 'utf8');
    context.getStore()?.files.add(`${folder}/${file}`);
    return new Response(body, { status: 200, headers: { 'content-type': 'text/javascript' } });
  } catch {
    return new Response('not found', { status: 404 });
  }
}

function apiGet(pathAndQuery: string): Promise<Response> {
  const id = nextApiId++;
  return new Promise((resolve) => {
    pendingApi.set(id, (answer) => {
      resolve(new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } }));
    });
    port!.postMessage({ type: 'api', id, path: pathAndQuery, cookie: context.getStore()?.cookie });
  });
}

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, RENDER_ORIGIN);
  // Nothing is fetched from elsewhere while rendering: such an area is left to the browser.
  if (url.origin !== RENDER_ORIGIN) return new Response('not fetched while rendering', { status: 502 });
  const remote = /^\/remotes\/([a-z0-9-]+)\/([^/]+)$/.exec(url.pathname);
  if (remote) return remoteFile(remote[1]!, remote[2]!);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (!url.pathname.startsWith('/api/') || method !== 'GET') {
    return new Response(JSON.stringify({ message: 'Only GET /api/... while rendering' }), { status: 405 });
  }
  return apiGet(url.pathname + url.search);
};

interface ShellRenderer {
  render(input: { url: string; origin: string; timeoutMs?: number }): Promise<Omit<RenderReply & { ok: true }, 'type' | 'id' | 'ok' | 'files'>>;
}
const shell = createRequire(settings.shellRenderer)(settings.shellRenderer) as ShellRenderer;

port.on('message', (message: ToWorker) => {
  if (message.type === 'api-answer') {
    pendingApi.get(message.id)?.(message);
    pendingApi.delete(message.id);
    return;
  }
  void renderJob(message);
});

async function renderJob(job: RenderJob): Promise<void> {
  const store: RenderContext = { cookie: job.cookie, files: new Set() };
  try {
    const output = await context.run(store, () => shell.render({ url: job.url, origin: job.origin, timeoutMs: job.timeoutMs }));
    const reply: RenderReply = { type: 'rendered', id: job.id, ok: true, ...output, files: [...store.files] };
    port!.postMessage(reply);
  } catch (error) {
    const reply: RenderReply = { type: 'rendered', id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    port!.postMessage(reply);
  }
}
