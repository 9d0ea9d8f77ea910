import { useEffect, useRef } from 'react';
import { revealQuestion } from '../components/runner-layout';

/**
 * Where the keyboard is in a runner: on start or reload (the Start button is gone, the focus is nowhere) the
 * first option of the question gets it; after the person moves to another question (`position` changes and
 * the caller set `moved.current`), that question is brought into view with its first option focused.
 */
export function useQuestionFocus<Panel extends HTMLElement>(position: string) {
  const panelRef = useRef<Panel>(null);
  const moved = useRef(false);
  useEffect(() => {
    // After the frame: a browser moves focus off a removed button only when it next renders.
    const frame = window.requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) revealQuestion(panelRef.current);
    });
    return () => window.cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    if (!moved.current) return;
    revealQuestion(panelRef.current);
  }, [position]);
  return { panelRef, moved };
}
