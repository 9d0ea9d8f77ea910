import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToElementWhenPresent } from '../lib/scroll-to-element-when-present';

function idFromHash(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A new route starts at the top of the page; a link with a hash (`/#testimonials`) scrolls to its
 * anchor once the remote has rendered it. The location key makes a repeated click on the same link
 * scroll again. A change of the query string alone (a page keeping its filters in the URL, one keystroke
 * at a time) keeps the scroll position. So does the page the browser opened: it is already where the
 * browser put it, and a person who scrolled while its code loaded must not be sent back to the top (nor
 * have a tap land on whatever the jump brings under their finger).
 */
export function useScrollToRouteTarget(): void {
  const { pathname, search, hash, key } = useLocation();
  const previous = useRef<{ pathname: string; search: string } | null>(null);

  useEffect(() => {
    const last = previous.current;
    previous.current = { pathname, search };
    if (hash.length > 1) return scrollToElementWhenPresent(idFromHash(hash));
    if (last === null) return undefined;
    const onlyQueryChanged = last.pathname === pathname && last.search !== search;
    if (!onlyQueryChanged) window.scrollTo(0, 0);
    return undefined;
  }, [pathname, search, hash, key]);
}
