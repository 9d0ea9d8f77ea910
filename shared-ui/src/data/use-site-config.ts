import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@nurseprep/contracts';
import { getJson } from './api-request';

export const SITE_CONFIG_PATH = '/api/site-config';

/**
 * Not parsed with zod here: the server builds this from zod-validated configuration, and keeping zod
 * out of the shell's start-up saves a first visit about 40 KB of gzipped JavaScript.
 */
export async function fetchSiteConfig(): Promise<SiteConfig> {
  return getJson<SiteConfig>(SITE_CONFIG_PATH);
}

/** Deploy-time site settings and the remotes list, fetched once and shared by shell and remotes. */
export function useSiteConfig() {
  return useQuery({ queryKey: [SITE_CONFIG_PATH], queryFn: fetchSiteConfig });
}
