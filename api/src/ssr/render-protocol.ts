/** Messages between the server and its page-render thread (render-worker.ts). */
import type { PageFormState } from '@nurseprep/contracts/page-forms';

export interface WorkerSettings {
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
  /** The server's answer to a form sent to this page without JavaScript. */
  form?: PageFormState;
}

/** The answer to an ApiRequest or a FileRequest. */
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

/** A file of a live version's node build: `/remotes/<package>/<version>/server/<file>`. */
export interface FileRequest {
  type: 'file';
  id: number;
  path: string;
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
      /** Remote node files the render read, as their paths on the render origin (`/remotes/<package>/<version>/server/<file>`). */
      files: string[];
    }
  | { type: 'rendered'; id: number; ok: false; error: string };

export type FromWorker = ApiRequest | FileRequest | RenderReply;
