import { useQuery } from '@tanstack/react-query';
import type { PracticeBanksResponse } from './practice-types';
import { PRACTICE_API, practiceRequest } from './practice-request';

export const BANKS_PATH = `${PRACTICE_API}/banks`;

/** GET /api/practice/banks: each bank's categories with how many questions the server holds. */
export function useBanks() {
  return useQuery({ queryKey: [BANKS_PATH], queryFn: () => practiceRequest<PracticeBanksResponse>('GET', BANKS_PATH), staleTime: 5 * 60_000 });
}
