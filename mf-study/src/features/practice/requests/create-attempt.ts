import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberAttempt } from '../lib/practice-storage';
import type { Attempt, PracticeBankSlug, PracticeMode } from './practice-types';
import { attemptQueryKey } from './get-attempt';
import { PRACTICE_API, practiceRequest } from './practice-request';

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
    mutationFn: (input: NewAttempt) => practiceRequest<{ attempt: Attempt; token?: string }>('POST', `${PRACTICE_API}/attempts`, { body: input }),
    onSuccess: ({ attempt, token }) => {
      rememberAttempt({ id: attempt.id, bank: attempt.bank, createdAt: new Date().toISOString(), ...(token ? { token } : {}) });
      queryClient.setQueryData(attemptQueryKey(attempt.id), attempt);
    },
  });
}
