import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageFormState } from '@nurseprep/contracts/page-forms';
import { repositoryRoot } from '../config';
import type { FromWorker, RenderReply, ToWorker, WorkerSettings } from './render-protocol';

/** Set by the production build (api/rspack.config.ts): the server runs compiled, and so does its render thread. */
declare const __COMPILED_SERVER__: boolean | undefined;
const compiledServer = typeof __COMPILED_SERVER__ !== 'undefined' && __COMPILED_SERVER__;

/**
 * The render thread from its TypeScript source (development and tests): tsx's loader is registered in the thread
 * before the module is imported. (Paths from the repository root: jest runs this file as CommonJS, where
 * import.meta does not exist.)
 */
function typeScriptWorker(): string {
  const workerModule = pathToFileURL(path.join(repositoryRoot, 'api', 'src', 'ssr', 'render-worker.ts')).href;
  const tsxFolder = path.dirname(createRequire(path.join(repositoryRoot, 'api', 'package.json')).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(path.join(tsxFolder, 'dist', 'esm', 'api', 'index.mjs')).href;
  return `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerModule)}); })`;
}

export type RenderedPage = Extract<RenderReply, { ok: true }>;

export interface Answer {
  status: number;
  body: string;
  contentType: string;
}

export interface ApiAnswerSource {
  (pathAndQuery: string, cookie: string | undefined): Promise<Answer>;
}

export interface PageRendererOptions {
  staticRoot: string;
  /** Answers the render's `GET /api/...` requests (the server's own routes, through inject). */
  api: ApiAnswerSource;
  /** Answers the render's requests for live remotes' node files (`/remotes/<package>/<version>/server/<file>`). */
  files: (pathname: string) => Promise<Answer>;
  /** How long one page may take before its area is left to the browser. */
  timeoutMs?: number;
  /** Told when the render thread fails or a page cannot be rendered (for the log). */
  onError?: (message: string) => void;
}

interface Job {
  resolve: (page: RenderedPage | null) => void;
  timer: NodeJS.Timeout;
}

/**
 * Renders pages on a worker thread from the apps' node builds. Returns null whenever it cannot (no node build,
 * the thread failed, a timeout): the caller then serves the client-rendered shell, never an error.
 */
export class PageRenderer {
  private worker: Worker | null = null;
  private workerOnline = false;
  private workerDeployment = '';
  private nextId = 1;
  private readonly jobs = new Map<number, Job>();
  private readonly shellRenderer: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: PageRendererOptions) {
    this.shellRenderer = path.join(options.staticRoot, 'shell', 'dist-server', 'render.cjs');
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  /**
   * What is deployed now: the shell's node build (its modification time) and `versions` (which version of each
   * remote is live, and where). Null when the shell has no node build (then nothing is rendered on the server). A
   * change starts a new render thread and keys a new page cache.
   */
  deployment(versions: string): string | null {
    const shell = statSync(this.shellRenderer, { throwIfNoEntry: false });
    if (!shell) return null;
    return `${shell.mtimeMs.toString(36)}|${versions}`;
  }

  /**
   * Starts the thread for a deployment before any page asks for it (after a promotion), so the first visitor
   * does not wait for the thread to boot.
   */
  warm(deployment: string): void {
    if (!this.worker || deployment !== this.workerDeployment) this.start(deployment);
  }

  /** Whether the thread of `deployment` runs (it is started if not): a page asked now is rendered without a boot wait. */
  running(deployment: string): boolean {
    this.warm(deployment);
    return this.workerOnline;
  }

  /**
   * `deployment`: what the caller just read from deployment() (it keys its cache on it). `form`: the server's
   * answer to a form sent to this page without JavaScript, which the page shows.
   */
  async render(url: string, origin: string, cookie: string | undefined, deployment: string, form?: PageFormState): Promise<RenderedPage | null> {
    this.warm(deployment);
    const worker = this.worker!;
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.jobs.delete(id);
        // A render that hangs may hold the thread: start afresh for the next page.
        void this.stop();
        resolve(null);
      }, this.timeoutMs + 2000);
      this.jobs.set(id, { resolve, timer });
      const job: ToWorker = { type: 'render', id, url, origin, cookie, timeoutMs: this.timeoutMs, ...(form ? { form } : {}) };
      worker.postMessage(job);
    });
  }

  private start(deployment: string): void {
    void this.stop();
    const settings: WorkerSettings = { shellRenderer: this.shellRenderer };
    // An empty environment: the front-end code rendered there never sees the server's secrets (DATABASE_URL,
    // tokens). NODE_ENV is no secret and keeps libraries on their production paths.
    const options = { workerData: settings, execArgv: [], env: { NODE_ENV: process.env.NODE_ENV ?? 'production' } };
    const worker = compiledServer ? new Worker(path.join(repositoryRoot, 'api', 'dist', 'render-worker.cjs'), options) : new Worker(typeScriptWorker(), { ...options, eval: true });
    worker.unref();
    worker.once('online', () => {
      if (this.worker === worker) this.workerOnline = true;
    });
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'api' || message.type === 'file') {
        const answer = message.type === 'api' ? this.options.api(message.path, message.cookie) : this.options.files(message.path);
        void answer
          .catch(() => ({ status: 502, body: '{"message":"The server could not answer"}', contentType: 'application/json' }))
          .then((reply) => worker.postMessage({ type: 'api-answer', id: message.id, ...reply } satisfies ToWorker));
        return;
      }
      const job = this.jobs.get(message.id);
      if (!job) return;
      this.jobs.delete(message.id);
      clearTimeout(job.timer);
      if (!message.ok) this.options.onError?.(`A page could not be rendered on the server: ${message.error}`);
      job.resolve(message.ok ? message : null);
    });
    const fail = (error?: unknown) => {
      if (error instanceof Error) this.options.onError?.(`The page renderer failed: ${error.stack ?? error.message}`);
      if (this.worker !== worker) return;
      this.worker = null;
      this.workerOnline = false;
      this.abandonJobs();
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    this.worker = worker;
    this.workerDeployment = deployment;
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.workerOnline = false;
    this.abandonJobs();
    if (worker) await worker.terminate();
  }

  /** Pages still rendering on a thread that is gone are left to the browser. */
  private abandonJobs(): void {
    for (const job of this.jobs.values()) {
      clearTimeout(job.timer);
      job.resolve(null);
    }
    this.jobs.clear();
  }
}
