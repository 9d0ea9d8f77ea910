import { useEffect } from 'react';

const USER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * When the address names an anchor (/#testimonials), keeps that element at the top while the sections above it
 * finish loading and change height, for a few seconds or until the visitor scrolls, types or taps.
 */
export function useKeepHashTargetInView(durationMs = 4000): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of USER_MOVES) window.removeEventListener(type, stop, { capture: true });
    };
    const timer = setTimeout(stop, durationMs);
    observer.observe(document.body);
    // At the window's capture phase: a press the page's boot script stops there is heard too.
    for (const type of USER_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [durationMs]);
}
