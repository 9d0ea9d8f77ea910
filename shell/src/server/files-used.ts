import { AsyncLocalStorage } from 'node:async_hooks';
import { SERVER_CHUNK_USE_KEY } from '@nurseprep/contracts/server-rendering';
import type { LazyPartObserver } from '@nurseprep/shared-ui';

/** The remote files the page being rendered uses. */
const pageRendering = new AsyncLocalStorage<Set<string>>();
/** The remote files a lazy part's code asks for while it loads (kept with the part for its later renders). */
const partLoading = new AsyncLocalStorage<Set<string>>();
/** Each live remote's folder of node files on the render origin, by its Module Federation name. */
const remoteFolders = new Map<string, string>();

/** Where the named remote's node files are (its entry's folder), for the chunks it reports. */
export function setRemoteFolder(container: string, entryUrl: string): void {
  remoteFolders.set(container, new URL('.', entryUrl).pathname);
}

/**
 * A remote's node build reports every chunk its code asks for (build/server-chunk-use-plugin.ts), also one an
 * earlier render loaded: the page being rendered uses it (the browser needs it with the page), and so does the
 * lazy part whose code is loading.
 */
function chunkUsed(container: string, file: string): void {
  const folder = remoteFolders.get(container);
  if (!folder) return;
  partLoading.getStore()?.add(`${folder}${file}`);
  pageRendering.getStore()?.add(`${folder}${file}`);
}
(globalThis as Record<symbol, unknown>)[Symbol.for(SERVER_CHUNK_USE_KEY)] = chunkUsed;

/**
 * A lazy part's code is asked for once per render thread (React keeps the loaded component), so a later page that
 * shows the part asks for no chunk: the chunks its loading asked for are kept with it and added to every page that
 * renders it.
 */
export const lazyPartFiles: LazyPartObserver = {
  loading(load) {
    const files = new Set<string>();
    return { loaded: partLoading.run(files, load), record: files };
  },
  rendered(record) {
    const page = pageRendering.getStore();
    if (page && record instanceof Set) for (const file of record as Set<string>) page.add(file);
  },
};

/** Runs a page's render and returns what it made with the remote files it used. */
export async function collectFilesUsed<T>(render: () => Promise<T>): Promise<{ result: T; files: string[] }> {
  const files = new Set<string>();
  const result = await pageRendering.run(files, render);
  return { result, files: [...files] };
}
