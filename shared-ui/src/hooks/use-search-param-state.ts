import { useCallback, type MouseEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SENT_PARAM } from '@nurseprep/contracts/page-forms';
import { isPlainLeftClick } from '../lib/plain-click';

/** New values of query parameters: a string sets one, null or '' removes it; parameters left out are kept. */
export type SearchParamChanges = Readonly<Record<string, string | null>>;

export interface SearchParamUpdateOptions {
  /** Add a history entry, so Back undoes the change, instead of replacing the current one. */
  push?: boolean;
}

export interface SearchParamLinkOptions extends SearchParamUpdateOptions {
  /** The id of the element a browser without JavaScript scrolls to once the new page has loaded. */
  hash?: string;
}

/** Props of an `<a>` that carries a change of the query string. */
export interface SearchParamLinkProps {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The query with `changes` applied. The notice of a form sent from the page (`sent`) goes with any change. */
export function withSearchParamChanges(current: URLSearchParams, changes: SearchParamChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(SENT_PARAM);
  for (const [name, value] of Object.entries(changes)) {
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/**
 * State kept in the page's query string, so the server renders it and a link can carry it. Every choice has an
 * address (`hrefWith`, for links and forms that work without JavaScript); with JavaScript it is applied in place
 * (`update`): no reload, the scroll position kept, and the history entry replaced unless `push` asks for a new one.
 * `linkTo` joins the two for an `<a>`: its href for the server, its click handled here.
 */
export function useSearchParamState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();

  const hrefWith = useCallback(
    (changes: SearchParamChanges, hash?: string) => {
      const search = withSearchParamChanges(searchParams, changes).toString();
      return `${pathname}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
    },
    [pathname, searchParams],
  );

  const update = useCallback(
    (changes: SearchParamChanges, { push = false }: SearchParamUpdateOptions = {}) => {
      const next = withSearchParamChanges(searchParams, changes);
      // A navigation to the same address would still count as a new page (the shell scrolls those to the top).
      if (next.toString() === searchParams.toString()) return;
      setSearchParams(next, { replace: !push, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  const linkTo = useCallback(
    (changes: SearchParamChanges, { hash, push }: SearchParamLinkOptions = {}): SearchParamLinkProps => ({
      href: hrefWith(changes, hash),
      onClick: (event) => {
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        update(changes, { push });
      },
    }),
    [hrefWith, update],
  );

  return { searchParams, hrefWith, update, linkTo };
}
