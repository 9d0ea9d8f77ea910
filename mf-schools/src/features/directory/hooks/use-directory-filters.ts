import { useCallback } from 'react';
import { alphabetLetterOf, useSearchParamState } from '@nurseprep/shared-ui';

/** The directory and its URL search parameters: /schools?q=<text>&letter=<A-Z>. */
export const DIRECTORY_PATH = '/schools';
export const SEARCH_PARAM = 'q';
export const LETTER_PARAM = 'letter';

/**
 * The directory's filters live in the URL, so the server renders a filtered list, it can be shared and it survives
 * a reload. Typing replaces the history entry (Back leaves the page instead of undoing a keystroke); a letter or
 * Clear adds one.
 */
export function useDirectoryFilters() {
  const { searchParams, hrefWith, update, linkTo } = useSearchParamState();
  const query = searchParams.get(SEARCH_PARAM) ?? '';
  const letter = alphabetLetterOf(searchParams.get(LETTER_PARAM));

  return {
    query,
    letter,
    isFiltered: query.trim() !== '' || letter !== null,
    setQuery: useCallback((value: string) => update({ [SEARCH_PARAM]: value }), [update]),
    setLetter: useCallback((value: string | null) => update({ [LETTER_PARAM]: value }, { push: true }), [update]),
    hrefOfLetter: useCallback((value: string | null) => hrefWith({ [LETTER_PARAM]: value }), [hrefWith]),
    clearLink: linkTo({ [SEARCH_PARAM]: null, [LETTER_PARAM]: null }, { push: true }),
  };
}
