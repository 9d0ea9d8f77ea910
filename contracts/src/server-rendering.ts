/*
 * What the server renderer (api/src/ssr) and the shell (shell/src/server, shell/src/bootstrap.tsx) must agree
 * on. Imports nothing, so the shell's browser entry can read it without zod.
 */

/**
 * The origin the render thread's fetch answers itself: remote node builds from disk, `/api/...` from the
 * server's own routes. Nothing fetched while rendering leaves the process.
 */
export const RENDER_ORIGIN = 'http://ssr.internal';

/** The id of the JSON block holding the query state a server-rendered page was rendered from (the browser hydrates it). */
export const RENDER_STATE_ELEMENT_ID = '__NP_STATE__';
