/** Messages between the server and its page-render thread (render-worker.ts). */
export interface WorkerSettings {
  /** Where the apps' folders are (`<staticRoot>/<folder>/dist-server`). */
  staticRoot: string;
  remoteFolders: string[];
  /** The shell's node build. */
  shellRenderer: string;
}

export interface RenderJob {
  type: 'render';
  id: number;
  url: string;
  origin: string;
  cookie: string | undefined;
  timeoutMs: number;
}

export interface ApiAnswer {
  type: 'api-answer';
  id: number;
  status: number;
  body: string;
  contentType: string;
}

export type ToWorker = RenderJob | ApiAnswer;

export interface ApiRequest {
  type: 'api';
  id: number;
  path: string;
  cookie: string | undefined;
}

export type RenderReply =
  | {
      type: 'rendered';
      id: number;
      ok: true;
      html: string;
      styles: string;
      head: string;
      state: unknown;
      errors: string[];
      /** The not-found screen was rendered (an unknown slug inside a known route pattern): answer 404. */
      notFound?: boolean;
      passes: number;
      /** Remote files the render read for the first time (`<folder>/<file>`). */
      files: string[];
    }
  | { type: 'rendered'; id: number; ok: false; error: string };

export type FromWorker = ApiRequest | RenderReply;
