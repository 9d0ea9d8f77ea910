/** The variable that sets how many cases the fuzz tests generate. */
export const FUZZ_RUNS_VARIABLE = 'API_FUZZ_RUNS';

/**
 * How many cases a fuzz test generates: `counts.full` when API_FUZZ_RUNS is `full` (CI sets it), else
 * `counts.quick`, a run short enough for working locally that still reaches what the test asserts on.
 */
export function fuzzRuns(counts: { full: number; quick: number }): number {
  const setting = (process.env[FUZZ_RUNS_VARIABLE] ?? '').trim();
  if (setting === '') return counts.quick;
  if (setting === 'full') return counts.full;
  throw new Error(`${FUZZ_RUNS_VARIABLE} is "full" or unset, not ${JSON.stringify(setting)}`);
}
