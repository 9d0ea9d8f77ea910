import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@nurseprep/contracts';

function manifestUrl(remoteUrl: string): string {
  const base = new URL(remoteUrl.endsWith('/') ? remoteUrl : `${remoteUrl}/`, window.location.href);
  return new URL('mf-manifest.json', base).href;
}

/**
 * Where the MF runtime loads a remote from: its manifest in the browser. The server renderer replaces it with
 * the remote's node build (see server/render.tsx).
 */
let entryOf: (remote: RemoteEntry) => string = (remote) => manifestUrl(remote.url);
let registeredKey = '';

export function setRemoteEntryResolver(resolve: (remote: RemoteEntry) => string): void {
  entryOf = resolve;
}

export interface RoutesModule {
  default: ComponentType;
}

/** Each remote's routes, while they load and once loaded; a load that fails is forgotten, so the next one tries again. */
const routesLoads = new Map<string, Promise<RoutesModule>>();

/**
 * Registers the live remotes (GET /api/site-config: each one's promoted version) with the MF runtime, once per
 * list: registering again would throw away remotes already loaded. A promotion changes a remote's URL, so the
 * next list registers the new version.
 */
export function registerRemoteList(remotes: readonly RemoteEntry[]): void {
  const entries = remotes.map((remote) => ({ name: remote.id, entry: entryOf(remote) }));
  const key = JSON.stringify(entries);
  if (key === registeredKey) return;
  registerRemotes(entries, { force: true });
  registeredKey = key;
  routesLoads.clear();
}

async function importRemoteRoutes(id: string): Promise<RoutesModule> {
  const module = await loadRemote<RoutesModule>(`${id}/routes`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote "${id}" did not expose a routes component`);
  }
  return module;
}

/**
 * Loads a remote's exposed routes, once: the page's remote starts loading as soon as the shell runs, and the
 * render that needs it gets the same load. Throws if the remote cannot be reached or its code fails.
 */
export function loadRemoteRoutes(id: string): Promise<RoutesModule> {
  const loading = routesLoads.get(id);
  if (loading) return loading;
  const load = importRemoteRoutes(id);
  routesLoads.set(id, load);
  load.catch(() => {
    if (routesLoads.get(id) === load) routesLoads.delete(id);
  });
  return load;
}
