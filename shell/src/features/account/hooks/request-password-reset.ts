import { request } from '@nurseprep/shared-ui';

/** Asks for a reset link; the answer's message is the same whether or not the address has an account. */
export async function requestPasswordReset(input: { email: string }): Promise<string> {
  return (await request('POST /api/auth/password-reset/request', { body: input })).message;
}
