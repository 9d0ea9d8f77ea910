import type { DehydratedState } from '@tanstack/react-query';
import { RENDER_STATE_ELEMENT_ID } from '@nurseprep/contracts/server-rendering';

let renderState: DehydratedState | null | undefined;

/**
 * The query state a server-rendered page was rendered from, or null on a page without it. Read once: the shell's
 * entry looks up the live remotes in it, and hydration starts the query client from it.
 */
export function readRenderState(): DehydratedState | null {
  if (renderState === undefined) {
    const text = document.getElementById(RENDER_STATE_ELEMENT_ID)?.textContent;
    try {
      renderState = text ? (JSON.parse(text) as DehydratedState) : null;
    } catch {
      renderState = null;
    }
  }
  return renderState;
}
