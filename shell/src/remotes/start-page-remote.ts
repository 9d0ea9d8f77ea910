import type { SiteConfig } from '@nurseprep/contracts';
import { matchRoute } from '@nurseprep/contracts/remote-routes';
import { readRenderState } from '../render-state';
import { loadRemoteRoutes, registerRemoteList } from './federation';

/** Where the site config sits in the render state: its query's key, the endpoint's URL. */
export const SITE_CONFIG_QUERY_KEY = '/api/site-config';

/**
 * Starts loading the current page's remote from the site config the page was rendered with, as soon as the
 * shell's entry runs: its code then downloads and runs while the shared libraries are still arriving, instead
 * of after the shell has hydrated up to the page's outlet. Staff pages wait for the staff check as before;
 * a failed load is left to the outlet, which shows it with Retry.
 */
export function startPageRemote(pathname: string): void {
  const siteConfig = readRenderState()?.queries?.find((query) => query.queryKey?.[0] === SITE_CONFIG_QUERY_KEY)?.state?.data as SiteConfig | undefined;
  if (!siteConfig?.remotes) return;
  registerRemoteList(siteConfig.remotes);
  const match = matchRoute(siteConfig.remotes, pathname);
  if (match && !match.staffOnly) loadRemoteRoutes(match.remote).catch(() => {});
}
