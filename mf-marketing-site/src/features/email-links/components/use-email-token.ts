import { useEffect, useState } from 'react';
import { emailTokenOf } from '@nurseprep/contracts/email-links';

/**
 * The token of the email link this page was opened from (`#token=...`): undefined until the page has read
 * the address (the server never sees a fragment), then the token or null when the link lost it.
 */
export function useEmailToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => setToken(emailTokenOf(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return token;
}

/** Once a link has done its work, its spent token leaves the address bar and the history entry. */
export function forgetEmailToken(): void {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}
