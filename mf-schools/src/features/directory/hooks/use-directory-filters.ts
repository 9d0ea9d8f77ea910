import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALPHABET } from '@nurseprep/shared-ui';

/** URL search parameters of the directory: /schools?q=<text>&letter=<A-Z>. */
export const SEARCH_PARAM = 'q';
export const LETTER_PARAM = 'letter';

function letterFrom(value: string | null): string | null {
  const letter = value?.trim().toUpperCase() ?? '';
  return ALPHABET.includes(letter) ? letter : null;
}

/**
 * The directory's filters live in the URL, so a filtered list can be shared and survives a reload. Typing
 * replaces the history entry (Back leaves the page instead of undoing a keystroke); a letter or Clear adds one.
 */
export function useDirectoryFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get(SEARCH_PARAM) ?? '';
  const letter = letterFrom(searchParams.get(LETTER_PARAM));

  const update = useCallback(
    (changes: { query?: string; letter?: string | null }, replace: boolean) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.query !== undefined) {
            if (changes.query) next.set(SEARCH_PARAM, changes.query);
            else next.delete(SEARCH_PARAM);
          }
          if (changes.letter !== undefined) {
            if (changes.letter) next.set(LETTER_PARAM, changes.letter);
            else next.delete(LETTER_PARAM);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return {
    query,
    letter,
    isFiltered: query.trim() !== '' || letter !== null,
    setQuery: useCallback((value: string) => update({ query: value }, true), [update]),
    setLetter: useCallback((value: string | null) => update({ letter: value }, false), [update]),
    clear: useCallback(() => update({ query: '', letter: null }, false), [update]),
  };
}
