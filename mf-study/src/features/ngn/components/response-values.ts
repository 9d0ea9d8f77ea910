import type { NgnResponse } from '@nurseprep/contracts';

/** The ids a 'select' response holds (none for another kind or no answer yet). */
export const selectedOf = (response: NgnResponse | null): string[] => (response?.kind === 'select' ? response.selected : []);

/** One choice per row or blank, from a 'match' response. */
export const matchedOf = (response: NgnResponse | null): Record<string, string> => (response?.kind === 'match' ? response.choices : {});

/** Several columns per row, from a 'match-many' response. */
export const matchedManyOf = (response: NgnResponse | null): Record<string, string[]> => (response?.kind === 'match-many' ? response.choices : {});

/** `ids` sorted as `order` lists them, so a saved answer reads the way the item does. */
export function inOrder(ids: readonly string[], order: readonly string[]): string[] {
  return [...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/** `selected` with `id` added or, when it is there, taken out. */
export function toggled(selected: readonly string[], id: string, order: readonly string[]): string[] {
  return inOrder(selected.includes(id) ? selected.filter((entry) => entry !== id) : [...selected, id], order);
}

/** `choices` with `slot` set to `choice`, or emptied when `choice` is undefined; slots kept in `order`. */
export function withChoice<Choice>(choices: Record<string, Choice>, slot: string, choice: Choice | undefined, order: readonly string[]): Record<string, Choice> {
  const next: Record<string, Choice> = {};
  for (const id of order) {
    const value = id === slot ? choice : choices[id];
    if (value !== undefined) next[id] = value;
  }
  return next;
}
