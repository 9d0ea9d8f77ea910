import { statusOf } from '@nurseprep/shared-ui';
import { storedAttempts } from '../lib/practice-storage';
import { fetchAttempt } from './get-attempt';
import { fetchResults } from './get-results';

/** How many of the bank's attempts this browser remembers are tried, newest first. */
const ATTEMPTS_TRIED = 5;

export interface CategoryPercent {
  category: string;
  percent: number;
}

/**
 * The per-category percentages of the latest submitted attempt of `bank` this browser took as a visitor (none
 * when there is none). An attempt the server no longer keeps (404) or still in progress is passed over; results
 * are asked only of a submitted attempt.
 */
export async function latestVisitorResults(bank: string): Promise<CategoryPercent[]> {
  for (const stored of storedAttempts().filter((entry) => entry.bank === bank).slice(0, ATTEMPTS_TRIED)) {
    const attempt = await fetchAttempt(stored.id).catch((error: unknown) => {
      if (statusOf(error) === 404) return null;
      throw error;
    });
    if (attempt?.status !== 'submitted') continue;
    const results = await fetchResults(stored.id);
    return results.byCategory.map(({ category, percent }) => ({ category, percent }));
  }
  return [];
}
