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

/**
 * A control the boot script answers from the page itself until its component has hydrated, so a tap on it is
 * answered from the first paint. Its component takes the state over when it hydrates (shared-ui's
 * `useEarlyAnswer`). The value of `EARLY_ATTRIBUTE`:
 * - `disclosure`, on a button with `id`, `aria-expanded` and `aria-controls`: a tap flips `aria-expanded`, and
 *   the controlled element's `data-state` (open, closed) where it has one, its `hidden` attribute otherwise;
 *   `data-early-label` holds the button's `aria-label` for the other state. The state handed over: 'true' or
 *   'false', under the button's id.
 * - `tabs`, on a select inside a tab set: choosing an option selects the tab of that value.
 * - `dialog`, on a button with `EARLY_DIALOG_ATTRIBUTE` naming a closed native `<dialog>` of the page by its id: a
 *   tap opens it as a modal (`showModal`); a tap on one of its buttons marked `close`, or on its backdrop, closes
 *   it, and so does Escape, as the browser does. The state handed over: 'true' (open) or 'false', under the
 *   dialog's id.
 * A tab set is an element with `EARLY_TABS_ATTRIBUTE` (its key) around tabs (`role="tab"`, `data-value`,
 * `aria-controls` naming its panel): a tap on a tab selects it. The state handed over: the tab's value.
 */
export const EARLY_ATTRIBUTE = 'data-early';
export const EARLY_TABS_ATTRIBUTE = 'data-early-tabs';
export const EARLY_DIALOG_ATTRIBUTE = 'data-early-dialog';

/** The global (on window) where the boot script keeps the early answers for the components that hydrate. */
export const EARLY_ANSWERS_KEY = '__npEarlyAnswers';

/** What the boot script keeps under EARLY_ANSWERS_KEY: the states answered early, and the keys of hydrated owners. */
export interface EarlyAnswers {
  values: Record<string, string>;
  live: Record<string, boolean>;
}
