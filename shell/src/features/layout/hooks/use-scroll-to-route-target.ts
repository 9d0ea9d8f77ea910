import { useEffect } from 'react';
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
 * scroll again.
 */
export function useScrollToRouteTarget(): void {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (hash.length > 1) return scrollToElementWhenPresent(idFromHash(hash));
    window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, key]);
}
