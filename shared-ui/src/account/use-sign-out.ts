import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointUrl, request } from '../data/request';
import { currentUserQueryKey } from './use-current-user';

export const SIGN_OUT_PATH = endpointUrl('POST /api/auth/logout');

/** Ends the session, then refetches the current user (a visitor from then on); pending until both are done. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await request('POST /api/auth/logout');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

export const SIGN_OUT_EVERYWHERE_PATH = endpointUrl('POST /api/auth/sign-out-everywhere');

/** Ends every session of the account (this one too), then refetches the current user. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await request('POST /api/auth/sign-out-everywhere');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
