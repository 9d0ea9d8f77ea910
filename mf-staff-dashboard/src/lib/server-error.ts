import { ApiError } from '@nurseprep/shared-ui';

/**
 * The sentence to show for a failed staff call: the server's `message`, or the `error` of a send or campaign
 * answer; undefined when there is none (a proxy's page, no answer at all).
 */
export function serverErrorText(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
