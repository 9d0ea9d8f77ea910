import { useQuery } from '@tanstack/react-query';
import { practiceTokenHeader } from '@nurseprep/contracts/src/practice-banks';
import { throwIfNotOk } from '@nurseprep/shared-ui';
import type { WeakCategory } from '../lib/build-plan';

/**
 * The practice pages' record of a visitor's attempts in this browser (their localStorage key and shape:
 * newest first, with the token the API gave for each). The planner only reads it.
 */
const PRACTICE_ATTEMPTS_KEY = 'nurseprep.practice.attempts';
const ATTEMPTS_TRIED = 5;

interface StoredAttempt {
  id: string;
  bank: string;
  token?: string;
}

function storedAttemptsOf(bank: string): StoredAttempt[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(PRACTICE_ATTEMPTS_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as StoredAttempt[]).filter((entry) => typeof entry?.id === 'string' && entry.bank === bank) : [];
  } catch {
    return [];
  }
}

/** The categories of this browser's latest submitted practice attempt of the bank (none when there is none). */
async function latestVisitorResults(bank: string): Promise<WeakCategory[]> {
  for (const attempt of storedAttemptsOf(bank).slice(0, ATTEMPTS_TRIED)) {
    const init: RequestInit = { credentials: 'include', headers: attempt.token ? { [practiceTokenHeader]: attempt.token } : {} };
    const path = `/api/practice/attempts/${encodeURIComponent(attempt.id)}`;
    // Its state first: an attempt still in progress has no results to ask for.
    const state = await fetch(path, init);
    // 404: no longer kept; try the one before.
    if (state.status === 404) continue;
    await throwIfNotOk(state);
    const { attempt: current } = (await state.json()) as { attempt: { status: string } };
    if (current.status !== 'submitted') continue;
    const response = await fetch(`${path}/results`, init);
    await throwIfNotOk(response);
    const { results } = (await response.json()) as { results: { byCategory: WeakCategory[] } };
    return results.byCategory.map(({ category, percent }) => ({ category, percent }));
  }
  return [];
}

/** A visitor's last practice results in this browser (run only after the first render: it reads localStorage). */
export function useVisitorPracticeResults(bank: string, enabled: boolean) {
  return useQuery({ queryKey: ['planner-visitor-results', bank], queryFn: () => latestVisitorResults(bank), enabled });
}
