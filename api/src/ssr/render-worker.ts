/**
 * The page renderer's thread. It loads the shell's node build (`shell/dist-server/render.cjs`), which loads each
 * live remote's node build through Module Federation. It runs with an empty environment, and its `fetch` never
 * leaves the thread: `/remotes/<package>/<version>/server/<file>` is handed out by the server that started it
 * (read from the version's origin and checked against its release's integrity), and `/api/...` GETs are
 * answered by that server's own routes with the visitor's cookie. So the front-end code rendered here sees no
 * secret and reaches data only as the visitor would. A promotion or rollback gets a new thread (the MF runtime
 * keeps a loaded remote for its lifetime).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageFormState } from '@nurseprep/contracts/page-forms';
import { RENDER_ORIGIN } from '@nurseprep/contracts/server-rendering';
import type { ApiAnswer, RenderJob, RenderReply, WorkerSettings, ToWorker } from './render-protocol';

const settings = workerData as WorkerSettings;
const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread');

interface RenderContext {
  cookie: string | undefined;
  /** Remote node files read while rendering this page, as their paths on the render origin. */
  files: Set<string>;
}
const context = new AsyncLocalStorage<RenderContext>();

let nextRequestId = 1;
const pending = new Map<number, (answer: ApiAnswer) => void>();

/** Asks the server for an API answer or a remote's file; the answer comes back as a Response. */
function askServer(request: { type: 'api'; path: string; cookie: string | undefined } | { type: 'file'; path: string }): Promise<Response> {
  const id = nextRequestId++;
  return new Promise((resolve) => {
    pending.set(id, (answer) => {
      resolve(new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } }));
    });
    port!.postMessage({ ...request, id });
  });
}

async function remoteFile(pathname: string): Promise<Response> {
  const response = await askServer({ type: 'file', path: pathname });
  if (response.ok) context.getStore()?.files.add(pathname);
  return response;
}

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, RENDER_ORIGIN);
  // Nothing is fetched from elsewhere while rendering: such an area is left to the browser.
  if (url.origin !== RENDER_ORIGIN) return new Response('not fetched while rendering', { status: 502 });
  if (url.pathname.startsWith('/remotes/')) return remoteFile(url.pathname);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (!url.pathname.startsWith('/api/') || method !== 'GET') {
    return new Response(JSON.stringify({ message: 'Only GET /api/... while rendering' }), { status: 405 });
  }
  return askServer({ type: 'api', path: url.pathname + url.search, cookie: context.getStore()?.cookie });
};

interface ShellRenderer {
  /** The page, with the remote files it uses when the renderer knows them (code an earlier render loaded). */
  render(input: { url: string; origin: string; timeoutMs?: number; form?: PageFormState }): Promise<Omit<RenderReply & { ok: true }, 'type' | 'id' | 'ok' | 'files'> & { files?: string[] }>;
}
const shell = createRequire(settings.shellRenderer)(settings.shellRenderer) as ShellRenderer;

port.on('message', (message: ToWorker) => {
  if (message.type === 'api-answer') {
    pending.get(message.id)?.(message);
    pending.delete(message.id);
    return;
  }
  void renderJob(message);
});

async function renderJob(job: RenderJob): Promise<void> {
  const store: RenderContext = { cookie: job.cookie, files: new Set() };
  try {
    const output = await context.run(store, () => shell.render({ url: job.url, origin: job.origin, timeoutMs: job.timeoutMs, form: job.form }));
    const reply: RenderReply = { type: 'rendered', id: job.id, ok: true, ...output, files: [...new Set([...store.files, ...(output.files ?? [])])] };
    port!.postMessage(reply);
  } catch (error) {
    const reply: RenderReply = { type: 'rendered', id: job.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    port!.postMessage(reply);
  }
}
