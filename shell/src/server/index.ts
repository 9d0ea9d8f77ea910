import type { RenderInput, RenderOutput } from './render';

/**
 * The node build's entry: an async boundary, so the shared packages (React and the rest) are negotiated by
 * the Module Federation runtime before the renderer's modules use them.
 */
export async function render(input: RenderInput): Promise<RenderOutput> {
  const renderer = await import('./render');
  return renderer.render(input);
}
