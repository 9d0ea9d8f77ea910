import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser, Signup } from '@nurseprep/contracts';
import { currentUserQueryKey, request, toast, useAccountDialogs, useBrandName } from '@nurseprep/shared-ui';
import { signUpTexts } from '../data/account-texts';
import { serverMessageOf } from '../lib/server-error';

export async function signUp(input: Signup): Promise<PublicUser> {
  return request('POST /api/auth/signup', { body: input });
}

/**
 * Creates the account (the server signs the new user in). On success the current user is refetched first, so
 * the header already shows the name when the dialog closes, then the welcome notice shows.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  const brandName = useBrandName();
  return useMutation({
    mutationFn: signUp,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      useAccountDialogs.getState().close();
      toast({ title: signUpTexts.successTitle, description: signUpTexts.successDescription(brandName) });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: signUpTexts.failureTitle, description: serverMessageOf(error) ?? signUpTexts.fallbackMessage });
    },
  });
}
