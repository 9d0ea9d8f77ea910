import { ApiError } from '@nurseprep/shared-ui';

/**
 * The server's own words for a refused request (4xx: "Username is already taken"), or undefined when the
 * request failed for another reason (network, 5xx), so the caller shows its fallback text instead.
 */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.isRefusal ? error.serverMessage : undefined;
}
