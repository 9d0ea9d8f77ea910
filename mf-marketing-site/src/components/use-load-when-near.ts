import { useEffect, useState, type RefObject } from 'react';

const INTERACTIONS = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * True once content below the fold is wanted: the placeholder comes within `margin` of the viewport, the visitor
 * does anything (scrolls, types, taps), or the address names an anchor. A first visit that only looks at the top
 * of the page does not download the rest. Decided in an effect, so the server and the first render agree (false).
 */
export function useLoadWhenNear(ref: RefObject<HTMLElement | null>, margin = '600px'): boolean {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const element = ref.current;
    const load = () => setWanted(true);
    if (window.location.hash.length > 1 || typeof IntersectionObserver === 'undefined' || !element) {
      load();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    // At the window's capture phase: a press the page's boot script stops there is heard too.
    for (const type of INTERACTIONS) window.addEventListener(type, load, { capture: true, once: true, passive: true });
    return () => {
      observer.disconnect();
      for (const type of INTERACTIONS) window.removeEventListener(type, load, { capture: true });
    };
  }, [ref, margin, wanted]);

  return wanted;
}
