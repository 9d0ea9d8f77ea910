import { useMemo, type ComponentProps, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useControllableValue } from '../hooks/use-controllable-value';
import { isPlainLeftClick } from '../lib/plain-click';

export const ALPHABET: readonly string[] = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

/** The capital letter a value from an address names (any case, spaces around), or null when it is not one of A-Z. */
export function alphabetLetterOf(value: string | null | undefined): string | null {
  const letter = value?.trim().toUpperCase() ?? '';
  return ALPHABET.includes(letter) ? letter : null;
}

export type LetterFilterProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children'> & {
  /** Names the group of letters, e.g. "Filter schools by first letter". */
  label: string;
  /** The selected capital letter, or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (letter: string | null) => void;
  /** The address showing a letter (null: none), so that each letter is a link that works without JavaScript. */
  hrefOf: (letter: string | null) => string;
  /** Letters with at least one item (any case); the others are disabled. Leave out to enable all. */
  availableLetters?: Iterable<string>;
};

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Letter = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &[href]:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; border-color: ${({ theme }) => theme.colors.primary}; }
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &[aria-disabled='true'] { cursor: not-allowed; opacity: 0.45; }
`;

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * An A-Z bar of links. Choosing a letter selects it (aria-current), choosing it again clears the selection; without
 * JavaScript each link loads the address `hrefOf` gives, with it a plain click only reports the change.
 * Tab reaches every enabled letter; arrows, Home and End also move between them.
 */
export function LetterFilter({ label, value, defaultValue = null, onValueChange, hrefOf, availableLetters, onKeyDown, ...rest }: LetterFilterProps) {
  const [selected, select] = useControllableValue(value, defaultValue, onValueChange);
  const available = useMemo(
    () => (availableLetters ? new Set(Array.from(availableLetters, (letter) => letter.toUpperCase())) : null),
    [availableLetters],
  );

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const move = MOVES[event.key];
    if (event.defaultPrevented || !move) return;
    const letters = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[href]'));
    const index = letters.findIndex((letter) => letter === event.target);
    if (index === -1) return;
    event.preventDefault();
    letters[move(index, letters.length)]?.focus();
  }

  return (
    <Group role="group" aria-label={label} {...rest} onKeyDown={moveFocus}>
      {ALPHABET.map((letter) => {
        if (available !== null && !available.has(letter)) {
          // A link with nowhere to go: announced as a dimmed link, and left out of the tab order.
          return (
            <Letter key={letter} role="link" aria-disabled="true">
              {letter}
            </Letter>
          );
        }
        const isSelected = selected?.toUpperCase() === letter;
        const next = isSelected ? null : letter;
        return (
          <Letter
            key={letter}
            href={hrefOf(next)}
            aria-current={isSelected ? 'true' : undefined}
            data-state={isSelected ? 'on' : 'off'}
            onClick={(event) => {
              if (!isPlainLeftClick(event)) return;
              event.preventDefault();
              select(next);
            }}
          >
            {letter}
          </Letter>
        );
      })}
    </Group>
  );
}
