/*
 * What the server renderer (api/src/ssr) and the shell (shell/src/server, shell/src/bootstrap.tsx) must agree
 * on. Imports nothing, so the shell's browser entry can read it without zod.
 */

/**
 * The origin the render thread's fetch answers itself: the live remotes' node builds (`/remotes/...`, handed
 * out by the server after their integrity check), `/api/...` from the server's own routes. Nothing fetched
 * while rendering leaves the thread.
 */
export const RENDER_ORIGIN = 'http://ssr.internal';

/** Where, on RENDER_ORIGIN, the render thread finds a version's node files: `<this>/<file>`. */
export function serverBuildPath(remotePackage: string, version: string): string {
  return `/remotes/${remotePackage}/${version}/server`;
}

/** The node build's entry of a version, on RENDER_ORIGIN. */
export function serverEntryPath(remotePackage: string, version: string): string {
  return `${serverBuildPath(remotePackage, version)}/remoteEntry.js`;
}

/** The id of the JSON block holding the query state a server-rendered page was rendered from (the browser hydrates it). */
export const RENDER_STATE_ELEMENT_ID = '__NP_STATE__';

/** The file the shell's build writes beside its index.html: the scripts its first render loads after its entry. */
export const BOOT_CHUNKS_FILE = 'boot-chunks.json';

/** The class a server-rendered page's boot script puts on <html> while it holds a click for the page's code. */
export const WAITING_CLASS = 'np-waiting';

/**
 * A remote's chunk whose name starts with this (`import(/* webpackChunkName: "deferred-…" *\/ …)`) is loaded when
 * the page asks for it in the browser, never preloaded with the page, even when the server's render read it.
 */
export const DEFERRED_CHUNK_PREFIX = 'deferred-';

/**
 * The global function (a Symbol.for key on globalThis) a remote's node build tells of each of its chunks a render
 * asks for, loaded or not yet: `(container, file)`, its Module Federation name and the chunk's file name. The
 * shell's server renderer sets it, to know which code each page uses.
 */
export const SERVER_CHUNK_USE_KEY = 'nurseprep.server-chunk-use';
