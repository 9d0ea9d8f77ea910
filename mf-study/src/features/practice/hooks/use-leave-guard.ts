import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** Marks the extra history entry that catches the browser's Back button. */
const GUARD_STATE = 'nurseprepLeaveGuard';
/** What is pending when the Back button was pressed. */
const BACK = 'back';

/**
 * While `active`: closing or reloading the tab asks the browser's own question (beforeunload), a click on a
 * link to another page of the site is held until the person confirms, and so is the Back button. (The shell
 * uses a BrowserRouter, which has no navigation blocker: links are caught in the capture phase before the
 * router sees them, and Back lands on an extra entry of the same page, pushed while the guard is on.)
 */
export function useLeaveGuard(active: boolean) {
  const navigate = useNavigate();
  const [pendingHref, setPendingHref] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPendingHref(url.pathname + url.search + url.hash);
    };
    const guarded = () => Boolean((window.history.state as Record<string, unknown> | null)?.[GUARD_STATE]);
    const pushGuard = () => window.history.pushState({ ...(window.history.state as object | null), [GUARD_STATE]: true }, '', window.location.href);
    // Back from the guard entry lands on the same page one entry earlier: ask, and put the guard back.
    const onPopState = () => {
      if (guarded()) return;
      pushGuard();
      setPendingHref(BACK);
    };
    if (!guarded()) pushGuard();
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
    };
  }, [active]);

  return {
    pendingHref,
    stay: () => setPendingHref(null),
    leave: () => {
      const href = pendingHref;
      setPendingHref(null);
      // Back: past the guard entry and the page's own, to where the person came from.
      if (href === BACK) window.history.go(-2);
      else if (href) void navigate(href);
    },
  };
}
