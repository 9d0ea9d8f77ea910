import { lazy, type ComponentProps, type ComponentType, type JSX } from 'react';

/**
 * Watches the code of lazy parts load and render, for a server that needs to know which code files each page it
 * renders uses. A part's code is loaded once per process (`loading`: what it returns is kept with the part); every
 * later render of the part is reported (`rendered`) with what its loading returned, because that render reads no
 * file any more.
 */
export interface LazyPartObserver {
  loading<T>(load: () => Promise<T>): { loaded: Promise<T>; record: unknown };
  rendered(record: unknown): void;
}

let observer: LazyPartObserver | null = null;

/** Sets (or, with null, removes) the one observer of every lazy part. Only a server render sets one. */
export function observeLazyParts(next: LazyPartObserver | null): void {
  observer = next;
}

/**
 * React's `lazy`, for a part of a page whose code is its own chunk: it renders the same, and a server render
 * watching lazy parts (observeLazyParts) learns which parts each page uses.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React's lazy takes
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): (props: ComponentProps<T>) => JSX.Element {
  let watched: { record: unknown } | null = null;
  const Lazy = lazy(() => {
    if (!observer) return load();
    const { loaded, record } = observer.loading(load);
    watched = { record };
    return loaded;
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are T's, passed on as they are
  const LazyComponent = Lazy as ComponentType<any>;
  return function LazyPart(props: ComponentProps<T>) {
    if (watched) observer?.rendered(watched.record);
    return <LazyComponent {...props} />;
  };
}
