import type { MouseEvent } from 'react';

/**
 * A click the page may answer in place: the main button with no modifier key, on a link that opens in this
 * window. Any other click (Ctrl or middle button for a new tab, Shift for a window, Alt to download) is left
 * to the browser, so the link's address still does what a person expects.
 */
export function isPlainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (target === null || target === '' || target === '_self')
  );
}
