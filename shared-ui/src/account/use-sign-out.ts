import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../data/api-request';
import { currentUserQueryKey } from './use-current-user';

export const SIGN_OUT_PATH = '/api/auth/logout';

/** Ends the session, then refetches the current user (a visitor from then on); pending until both are done. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', SIGN_OUT_PATH);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}

export const SIGN_OUT_EVERYWHERE_PATH = '/api/auth/sign-out-everywhere';

/** Ends every session of the account (this one too), then refetches the current user. */
export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('POST', SIGN_OUT_EVERYWHERE_PATH);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
