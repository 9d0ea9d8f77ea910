import { useLayoutEffect, useRef } from 'react';
import { EARLY_ANSWERS_KEY, type EarlyAnswers } from '@nurseprep/contracts/server-rendering';

function earlyAnswers(): EarlyAnswers | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS_KEY];
}

/**
 * Takes over a control the page's boot script answered before this component hydrated (see contracts'
 * EARLY_ATTRIBUTE): as the component's first render is committed, the boot script stops answering `key`, and
 * the state a person left the control in, if any, is given to `apply` before the browser paints, so React's
 * state matches what the page shows. Nothing happens where the page has no boot script (a page rendered in
 * the browser).
 */
export function useEarlyAnswer(key: string, apply: (value: string) => void): void {
  const applyRef = useRef(apply);
  useLayoutEffect(() => {
    applyRef.current = apply;
  });
  useLayoutEffect(() => {
    const answers = earlyAnswers();
    if (!answers) return undefined;
    answers.live[key] = true;
    const value = answers.values[key];
    if (value !== undefined) {
      delete answers.values[key];
      applyRef.current(value);
    }
    return () => {
      delete answers.live[key];
    };
  }, [key]);
}
