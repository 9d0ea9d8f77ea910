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
}

export interface RoutesModule {
  default: ComponentType;
}

/** Loads a remote's exposed routes. Throws if the remote cannot be reached or its code fails. */
export async function loadRemoteRoutes(id: string): Promise<RoutesModule> {
  const module = await loadRemote<RoutesModule>(`${id}/routes`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote "${id}" did not expose a routes component`);
  }
  return module;
}
