import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry, RemoteId } from '@nurseprep/contracts';

function manifestUrl(remoteUrl: string): string {
  const base = new URL(remoteUrl.endsWith('/') ? remoteUrl : `${remoteUrl}/`, window.location.href);
  return new URL('mf-manifest.json', base).href;
}

/** Registers the remotes named by the deployment's list (GET /api/site-config) with the MF runtime. */
export function registerRemoteList(remotes: readonly RemoteEntry[]): void {
  registerRemotes(
    remotes.map((remote) => ({ name: remote.id, entry: manifestUrl(remote.url) })),
    { force: true },
  );
}

export interface RoutesModule {
  default: ComponentType;
}

/** Loads a remote's exposed route table. Throws if the remote cannot be reached or its code fails. */
export async function loadRemoteRoutes(id: RemoteId): Promise<RoutesModule> {
  const module = await loadRemote<RoutesModule>(`${id}/routes`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`Remote "${id}" did not expose a routes component`);
  }
  return module;
}
