/*
 * What the site makes of the live remotes: the remotes list the shell loads (site config), the route table the
 * server answers pages and 404s from, the origins the Content-Security-Policy allows. Worked out once per
 * snapshot of the live remotes, so a promotion or rollback changes all of them together at the next request.
 */
import type { RemoteEntry, RoutedRemote } from '@nurseprep/contracts';
import type { LiveRemote } from './registry';

export interface SiteRemotes {
  /**
   * Which version of each remote is live and where: changes with a promotion or rollback only (not with a
   * version's status), so the renderer and the page cache key on it.
   */
  versions: string;
  /** For /api/site-config: where each live remote's browser build is, and its routes. */
  entries: RemoteEntry[];
  /** For matchRoute. */
  routed: RoutedRemote[];
  /** By Module Federation name. */
  byName: ReadonlyMap<string, LiveRemote>;
  /** Origins other than our own that remotes are loaded from. */
  origins: string[];
}

/** The browser build's folder of a version (its manifest is `<url>mf-manifest.json`). */
export function browserBaseUrl(remote: Pick<LiveRemote, 'baseUrl' | 'browserUrl'>): string {
  return remote.browserUrl ?? `${remote.baseUrl}browser/`;
}

/** By snapshot: LiveRemotes hands out a new snapshot object on each change. */
const views = new WeakMap<object, SiteRemotes>();

export function siteRemotesOf(snapshot: { remotes: readonly LiveRemote[] }): SiteRemotes {
  const known = views.get(snapshot);
  if (known) return known;
  const entries: RemoteEntry[] = snapshot.remotes.map((remote) => ({
    id: remote.name,
    package: remote.package,
    version: remote.version,
    url: browserBaseUrl(remote),
    label: remote.release.label,
    routes: remote.release.routes,
  }));
  const origins = new Set<string>();
  for (const remote of snapshot.remotes) {
    if (/^https?:\/\//i.test(remote.baseUrl)) origins.add(new URL(remote.baseUrl).origin);
  }
  const view: SiteRemotes = {
    versions: snapshot.remotes.map((remote) => `${remote.package}@${remote.version}@${remote.baseUrl}`).join(' '),
    entries,
    routed: entries.map((entry) => ({ id: entry.id, routes: entry.routes })),
    byName: new Map(snapshot.remotes.map((remote) => [remote.name, remote])),
    origins: [...origins].sort(),
  };
  views.set(snapshot, view);
  return view;
}
