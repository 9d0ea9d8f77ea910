import { createHash } from 'node:crypto';
import { DEFERRED_CHUNK_PREFIX, RENDER_STATE_ELEMENT_ID } from '@nurseprep/contracts/server-rendering';
import type { RenderedPage } from './page-renderer';

import { BOOT_ELEMENT_ID, BOOT_SCRIPT } from './boot-script';

export { BOOT_SCRIPT };

/** The CSP source that allows the boot script. */
export const BOOT_SCRIPT_CSP_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * The shell's HTML with the rendered page: its head (title, description, canonical, JSON-LD) and styles, the
 * markup in #root and the data the browser hydrates. The boot script in the head asks for the page's code as the
 * head is read, all at once and at low priority: the shell's entry (the template's `<script defer>` tags), the
 * chunks its first render loads (`bootChunks`, shell-relative, preloaded) and the route's remote files; until the
 * page has hydrated it holds taps. The `<noscript>` notice goes: the page reads without JavaScript.
 */
export function composePageHtml(
  template: string,
  page: Pick<RenderedPage, 'html' | 'styles' | 'head' | 'state'>,
  preloads: readonly Preload[],
  bootChunks: readonly string[] = [],
): string {
  let html = template;
  if (page.head) {
    html = html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  }
  const scripts: string[] = [];
  html = html.replace(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const chunks = bootChunks.map((file) => `/${file.replace(/^\//, '')}`);
  const boot = JSON.stringify({ scripts, chunks, preload: preloads }).replace(/</g, '\\u003c');
  const bootTags = `<script id="${BOOT_ELEMENT_ID}" type="application/json">${boot}</script><script>${BOOT_SCRIPT}</script>`;
  // Replaced by a function: a `$'` in the script or the page's head is text, not a replacement pattern.
  html = html.replace('</head>', () => `${bootTags}${page.head}${page.styles}</head>`);
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.html}</div><script id="${RENDER_STATE_ELEMENT_ID}" type="application/json">${state}</script>`,
  );
}

/**
 * A file the page's boot script asks for with the HTML: `fetch` a preload (the manifest), `script` fetched into
 * the HTTP cache for the Module Federation runtime to run (the remote's entry), `chunk` a code chunk of the
 * remote run as soon as it arrives: a chunk only hands its modules to its remote's runtime (which takes chunks
 * that came before it), so its code is compiled while the shared libraries download instead of when the page's
 * render asks for it.
 */
export interface Preload {
  href: string;
  as: 'script' | 'fetch' | 'chunk';
}

/** What the preloads need of a browser build's Module Federation manifest. */
export interface BrowserManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** The manifest's JSON, or null when it is not one. */
export function parseBrowserManifest(text: string): BrowserManifest | null {
  try {
    const manifest = JSON.parse(text) as Partial<BrowserManifest>;
    return manifest.metaData?.remoteEntry && Array.isArray(manifest.exposes) ? (manifest as BrowserManifest) : null;
  } catch {
    return null;
  }
}

/**
 * What the browser needs for the route's remote, so nothing waits on a chain: its manifest, its entry, the
 * chunk of its routes, and the page's own chunks (the browser files of the chunks the server render read,
 * matched by chunk name: both builds name chunks after their modules). `browserUrl` is the browser build's
 * folder of the live version; `nodeFiles` the node files' names. A deferred chunk (DEFERRED_CHUNK_PREFIX) is left
 * to the page.
 */
export function remotePreloads(manifest: BrowserManifest, browserUrl: string, nodeFiles: readonly string[]): Preload[] {
  const entry = manifest.metaData.remoteEntry;
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  const files = new Set<string>(routes?.assets.js.sync ?? []);
  const asyncFiles = routes?.assets.js.async ?? [];
  for (const nodeFile of nodeFiles) {
    const name = nodeFile.replace(/\.cjs$/, '');
    if (name.startsWith(DEFERRED_CHUNK_PREFIX)) continue;
    const match = asyncFiles.find((file) => file.startsWith(`${name}.`));
    if (match) files.add(match);
  }
  return [
    { href: `${browserUrl}mf-manifest.json`, as: 'fetch' },
    { href: `${browserUrl}${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, as: 'script' },
    ...[...files].map((file) => ({ href: `${browserUrl}${file}`, as: 'chunk' as const })),
  ];
}
