import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's render and while the browser hydrates it, true from then on (and in a render that starts
 * in the browser). Markup meant for a page without JavaScript can give way to the scripted version without a
 * hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
