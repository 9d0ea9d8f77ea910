import type { PublicUser } from '@nurseprep/contracts';
import { postForm } from '@nurseprep/shared-ui';

export const RESET_PASSWORD_ENDPOINT = '/api/auth/password-reset';

/** Sets the account's new password with the link's token; the answer is the account, now signed in here. */
export async function resetPassword(input: { token: string; password: string; confirmPassword: string }): Promise<PublicUser> {
  const response = await postForm(RESET_PASSWORD_ENDPOINT, input);
  return (await response.json()) as PublicUser;
}
