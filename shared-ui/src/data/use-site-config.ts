import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@nurseprep/contracts';
import { endpointQuery, endpointUrl, request } from './request';

export const SITE_CONFIG_PATH = endpointUrl('GET /api/site-config');

/**
 * The answer is checked against the contract outside production only: the server builds it from zod-validated
 * configuration, and keeping zod out of the shell's start-up saves a first visit about 40 KB of gzipped
 * JavaScript.
 */
export async function fetchSiteConfig(): Promise<SiteConfig> {
  return request('GET /api/site-config');
}

/** Deploy-time site settings and the remotes list, fetched once and shared by shell and remotes. */
export function useSiteConfig() {
  return useQuery(endpointQuery('GET /api/site-config'));
}
