import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@nurseprep/shared-ui';
import { rememberAttempt } from '../lib/practice-storage';
import type { PracticeBankSlug, PracticeMode } from './practice-types';
import { attemptQueryKey } from './get-attempt';

export interface NewAttempt {
  bank: PracticeBankSlug;
  mode: PracticeMode;
  categories?: string[];
  count?: number;
  section?: string;
  exclude?: string[];
}

/** POST /api/practice/attempts: starts an attempt and remembers it in this browser (with a visitor's token). */
export function useCreateAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAttempt) => request('POST /api/practice/attempts', { body: input }),
    onSuccess: ({ attempt, token }) => {
      rememberAttempt({ id: attempt.id, bank: attempt.bank, createdAt: new Date().toISOString(), ...(token ? { token } : {}) });
      queryClient.setQueryData(attemptQueryKey(attempt.id), attempt);
    },
  });
}
