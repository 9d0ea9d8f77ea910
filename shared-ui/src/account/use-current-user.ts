import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@nurseprep/contracts';
import { getJson } from '../data/api-request';

export const CURRENT_USER_PATH = '/api/auth/user';
export const currentUserQueryKey = [CURRENT_USER_PATH] as const;

/**
 * The signed-in user, or null for a visitor (the server answers 200 with null, so a visitor's page logs no
 * failed request). Not retried: a failed read shows the visitor's header at once rather than waiting.
 * Only the type comes from contracts: parsing here would put zod into every page's first download.
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: () => getJson<CurrentUser>(CURRENT_USER_PATH),
    retry: false,
  });
}
