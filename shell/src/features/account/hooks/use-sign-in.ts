import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Login, PublicUser } from '@nurseprep/contracts';
import { currentUserQueryKey, request, toast, useAccountDialogs } from '@nurseprep/shared-ui';
import { signInTexts } from '../data/account-texts';
import { serverMessageOf } from '../lib/server-error';

export async function signIn(input: Login): Promise<PublicUser> {
  return request('POST /api/auth/login', { body: input });
}

/** Signs in with a username or email; on success the current user is refetched, the dialog closes, and a welcome shows. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      useAccountDialogs.getState().close();
      toast({ title: signInTexts.successTitle, description: signInTexts.successDescription(user.firstName) });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: signInTexts.failureTitle, description: serverMessageOf(error) ?? signInTexts.fallbackMessage });
    },
  });
}
