import { useQuery } from '@tanstack/react-query';
import { endpointQuery, endpointUrl } from '../data/request';

export const CURRENT_USER_PATH = endpointUrl('GET /api/auth/user');
export const currentUserQueryKey = [CURRENT_USER_PATH] as const;

/**
 * The signed-in user, or null for a visitor (the server answers 200 with null, so a visitor's page logs no
 * failed request). Not retried: a failed read shows the visitor's header at once rather than waiting.
 * The answer is checked against the contract outside production only, so zod stays out of every page's first
 * download.
 */
export function useCurrentUser() {
  return useQuery({ ...endpointQuery('GET /api/auth/user'), retry: false });
}
