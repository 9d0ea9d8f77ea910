import type { PublicUser } from '@nurseprep/contracts';
import { request } from '@nurseprep/shared-ui';

/** Sets the account's new password with the link's token; the answer is the account, now signed in here. */
export async function resetPassword(input: { token: string; password: string; confirmPassword: string }): Promise<PublicUser> {
  return request('POST /api/auth/password-reset', { body: input });
}
