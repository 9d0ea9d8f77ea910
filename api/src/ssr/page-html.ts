import { createHash } from 'node:crypto';
import { RENDER_STATE_ELEMENT_ID } from '@nurseprep/contracts/src/server-rendering';
import type { RenderedPage } from './page-renderer';

/** The id of the data block listing what the boot script starts. */
export const BOOT_ELEMENT_ID = '__NP_BOOT__';

/**
 * The one inline script of a server-rendered page: once the content has painted, it asks for the page's
 * scripts (the shell's entry) and preloads the route's remote files, all at once. Content first, then the code
 * that makes it interactive, in one flat step; the CSP allows exactly this script by its hash.
 */
export const BOOT_SCRIPT =
  "(function(){var d=document,b=JSON.parse(d.getElementById('" +
  BOOT_ELEMENT_ID +
  "').textContent);function start(){b.preload.forEach(function(p){if(p.as==='fetch'){var l=d.createElement('link');l.rel='preload';l.as='fetch';l.crossOrigin='anonymous';l.href=p.href;d.head.appendChild(l)}" +
  // Scripts are fetched into the HTTP cache rather than preloaded: Chromium keeps a failed script preload and
  // fails the later <script> of the same URL with it, so a remote that was down could never be retried.
  "else fetch(p.href,{credentials:'same-origin'}).catch(function(){})});" +
  "b.scripts.forEach(function(s){var e=d.createElement('script');e.src=s;e.async=false;d.head.appendChild(e)})}" +
  "if(window.requestAnimationFrame)requestAnimationFrame(function(){setTimeout(start,0)});else start()})()";

/** The CSP source that allows the boot script. */
export const BOOT_SCRIPT_CSP_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/**
 * The shell's HTML with the rendered page: its head (title, description, canonical, JSON-LD) and styles, the
 * markup in #root, the data the browser hydrates, and the boot script that starts the shell's scripts and the
 * route's remote files once the content has painted (instead of the template's `<script defer>` tags). The
 * `<noscript>` notice goes: the page reads without JavaScript.
 */
export function composePageHtml(template: string, page: Pick<RenderedPage, 'html' | 'styles' | 'head' | 'state'>, preloads: readonly Preload[]): string {
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
  const boot = JSON.stringify({ scripts, preload: preloads }).replace(/</g, '\\u003c');
  html = html.replace('</head>', `${page.head}${page.styles}</head>`);
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div><script id="${RENDER_STATE_ELEMENT_ID}" type="application/json">${state}</script>` +
      `<script id="${BOOT_ELEMENT_ID}" type="application/json">${boot}</script><script>${BOOT_SCRIPT}</script>`,
  );
}

export interface Preload {
  href: string;
  as: 'script' | 'fetch';
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
 * folder of the live version; `nodeFiles` the node files' names.
 */
export function remotePreloads(manifest: BrowserManifest, browserUrl: string, nodeFiles: readonly string[]): Preload[] {
  const entry = manifest.metaData.remoteEntry;
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  const files = new Set<string>([`${entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`, ...(routes?.assets.js.sync ?? [])]);
  const asyncFiles = routes?.assets.js.async ?? [];
  for (const nodeFile of nodeFiles) {
    const name = nodeFile.replace(/\.cjs$/, '');
    const match = asyncFiles.find((file) => file.startsWith(`${name}.`));
    if (match) files.add(match);
  }
  return [{ href: `${browserUrl}mf-manifest.json`, as: 'fetch' }, ...[...files].map((file) => ({ href: `${browserUrl}${file}`, as: 'script' as const }))];
}
