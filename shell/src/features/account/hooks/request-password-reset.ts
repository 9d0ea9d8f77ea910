import { postForm } from '@nurseprep/shared-ui';

export const PASSWORD_RESET_REQUEST_PATH = '/api/auth/password-reset/request';

/** Asks for a reset link; the answer's message is the same whether or not the address has an account. */
export async function requestPasswordReset(input: { email: string }): Promise<string> {
  const response = await postForm(PASSWORD_RESET_REQUEST_PATH, input);
  return ((await response.json()) as { message: string }).message;
}
