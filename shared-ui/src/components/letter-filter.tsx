import { useMemo, type ComponentProps, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useControllableValue } from '../hooks/use-controllable-value';

export const ALPHABET: readonly string[] = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

export type LetterFilterProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'children'> & {
  /** Names the group of letters, e.g. "Filter schools by first letter". */
  label: string;
  /** The selected capital letter, or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (letter: string | null) => void;
  /** Letters with at least one item (any case); the others are disabled. Leave out to enable all. */
  availableLetters?: Iterable<string>;
};

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Letter = styled.button`
  min-width: 40px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; border-color: ${({ theme }) => theme.colors.primary}; }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:disabled { cursor: not-allowed; opacity: 0.45; }
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
 * An A-Z bar of toggle buttons. Pressing a letter selects it, pressing it again clears the selection.
 * Tab reaches every enabled letter; arrows, Home and End also move between them.
 */
export function LetterFilter({ label, value, defaultValue = null, onValueChange, availableLetters, onKeyDown, ...rest }: LetterFilterProps) {
  const [selected, select] = useControllableValue(value, defaultValue, onValueChange);
  const available = useMemo(
    () => (availableLetters ? new Set(Array.from(availableLetters, (letter) => letter.toUpperCase())) : null),
    [availableLetters],
  );

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const move = MOVES[event.key];
    if (event.defaultPrevented || !move) return;
    const letters = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
    const index = letters.findIndex((letter) => letter === event.target);
    if (index === -1) return;
    event.preventDefault();
    letters[move(index, letters.length)]?.focus();
  }

  return (
    <Group role="group" aria-label={label} {...rest} onKeyDown={moveFocus}>
      {ALPHABET.map((letter) => {
        const isSelected = selected?.toUpperCase() === letter;
        return (
          <Letter
            key={letter}
            type="button"
            aria-pressed={isSelected}
            data-state={isSelected ? 'on' : 'off'}
            disabled={available !== null && !available.has(letter)}
            onClick={() => select(isSelected ? null : letter)}
          >
            {letter}
          </Letter>
        );
      })}
    </Group>
  );
}
