import { useCallback, useEffect, useRef } from 'react';
import type { NgnResponse } from '@nurseprep/contracts';

/** Makes the next response from the current one. */
export type ResponseEditor = (update: (current: NgnResponse | null) => NgnResponse) => void;

/**
 * Turns a change into the next response and reports it. Two changes before the parent renders again (a quick
 * pair of keys, a drop that both empties one blank and fills another) build on each other, not on the same
 * render's value. Nothing changes while the item is locked (graded or read-only).
 */
export function useResponseEditor(value: NgnResponse | null, onValueChange: ((response: NgnResponse) => void) | undefined, locked: boolean): ResponseEditor {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  return useCallback(
    (update) => {
      if (locked || !onValueChange) return;
      const next = update(latest.current);
      latest.current = next;
      onValueChange(next);
    },
    [locked, onValueChange],
  );
}
