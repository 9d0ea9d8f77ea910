import { useEffectEvent, useLayoutEffect } from 'react';
import { css } from 'styled-components';
import { EARLY_ANSWERS_KEY, EARLY_ATTRIBUTE, EARLY_DIALOG_ATTRIBUTE, type EarlyAnswers } from '@nurseprep/contracts/server-rendering';

function earlyAnswers(): EarlyAnswers | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlyAnswers | undefined>)[EARLY_ANSWERS_KEY];
}

/**
 * Takes over a control the page's boot script answered before this component hydrated (see contracts'
 * EARLY_ATTRIBUTE): as the component's first render is committed, the boot script stops answering `key`, and
 * the state a person left the control in, if any, is given to `apply` before the browser paints, so React's
 * state matches what the page shows. Nothing happens where the page has no boot script (a page rendered in
 * the browser), nor without a key.
 */
export function useEarlyAnswer(key: string | undefined, apply: (value: string) => void): void {
  const applyValue = useEffectEvent(apply);
  useLayoutEffect(() => {
    const answers = earlyAnswers();
    if (!answers || key === undefined) return undefined;
    answers.live[key] = true;
    const value = answers.values[key];
    if (value !== undefined) {
      delete answers.values[key];
      applyValue(value);
    }
    return () => {
      delete answers.live[key];
    };
  }, [key]);
}

/**
 * A disclosure button (`aria-expanded`, `aria-controls`) the boot script answers until it hydrates: the props
 * to spread on the button (its id, the mark), and the open state it was left in goes to `setOpen`.
 */
export function useEarlyDisclosure(id: string, setOpen: (open: boolean) => void) {
  useEarlyAnswer(id, (expanded) => setOpen(expanded === 'true'));
  return { id, [EARLY_ATTRIBUTE]: 'disclosure' } as const;
}

/**
 * The props of a button that opens the early dialog `dialogId` (Dialog's `earlyId`): until the dialog hydrates,
 * the page's boot script opens it, and without script the browser does (an invoker command).
 */
export function earlyDialogOpener(dialogId: string) {
  return { 'aria-haspopup': 'dialog', [EARLY_ATTRIBUTE]: 'dialog', [EARLY_DIALOG_ATTRIBUTE]: dialogId, ...dialogCommand('show-modal', dialogId) } as const;
}

/**
 * The attributes of a button that opens or closes the native dialog `dialogId` with no script at all (HTML's
 * invoker commands; React knows them by these lowercase names only).
 */
export function dialogCommand(command: 'show-modal' | 'close', dialogId: string) {
  return { command, commandfor: dialogId } as Record<string, string>;
}

/**
 * An early answer changes attributes only (a changed text would not match what React hydrates), so a disclosure
 * button whose label or icon follows its state holds both, as children with these classes, and its style
 * (`disclosureParts`) shows the one its `aria-expanded` picks.
 */
export const disclosurePart = { open: 'when-open', closed: 'when-closed' } as const;
export const disclosureParts = css`
  &[aria-expanded='true'] .${disclosurePart.closed},
  &[aria-expanded='false'] .${disclosurePart.open} {
    display: none;
  }
`;
