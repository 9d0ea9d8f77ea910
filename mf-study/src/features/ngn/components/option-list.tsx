import { useId } from 'react';
import styled from 'styled-components';
import type { NgnItemResult } from '@nurseprep/contracts';
import { itemTexts } from '../data/item-texts';
import { StatusLine, focusRing } from './ngn-styles';
import { MarkText, Rationale, choiceMark, markOutline, rationaleOf } from './part-marks';

interface Choice {
  id: string;
  text: string;
}

export interface OptionListProps {
  /** Radios (one choice) or checkboxes (several). */
  kind: 'radio' | 'checkbox';
  /** The inputs' name: one per radio group. */
  name: string;
  options: readonly Choice[];
  selected: readonly string[];
  /** An option chosen or (checkbox) cleared. */
  onToggle: (id: string) => void;
  /** At most this many checkboxes: once reached, the others are disabled and a live line says why. */
  limit?: number;
  result?: NgnItemResult;
  /** Disabled: graded or read-only. */
  locked: boolean;
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The whole card is the target (at least 44 px tall); its border carries the mark once graded.
const Item = styled.li`
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  &[data-state='checked'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  ${markOutline}
  &:has(input:focus-visible) {
    ${focusRing}
  }
`;

const Label = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  cursor: pointer;
  &:has(input:disabled) {
    cursor: default;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  /* Native focus is drawn on the card instead. */
  input:focus-visible {
    outline: none;
  }
`;

const Body = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Why = styled(Rationale)`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
`;

/**
 * A list of options as native radios or checkboxes, each a large labelled card. With a limit it disables the
 * unchosen ones when full (select N, the bowtie's actions and parameters). Graded, each card shows its mark in
 * words and its rationale, which the input also takes as its description.
 */
export function OptionList({ kind, name, options, selected, onToggle, limit, result, locked }: OptionListProps) {
  const id = useId();
  const full = limit !== undefined && selected.length >= limit;
  return (
    <>
      <List>
        {options.map((option) => {
          const checked = selected.includes(option.id);
          const mark = choiceMark(result, option.id, checked);
          const why = rationaleOf(result, option.id);
          const whyId = `${id}-${option.id}-why`;
          return (
            <Item key={option.id} data-state={checked ? 'checked' : 'unchecked'} data-mark={mark}>
              <Label>
                <input
                  type={kind}
                  name={name}
                  value={option.id}
                  checked={checked}
                  disabled={locked || (full && !checked)}
                  aria-describedby={why ? whyId : undefined}
                  onChange={() => onToggle(option.id)}
                />
                <Body>
                  <span>{option.text}</span>
                  {mark ? <MarkText mark={mark} /> : null}
                </Body>
              </Label>
              {why ? <Why id={whyId}>{why}</Why> : null}
            </Item>
          );
        })}
      </List>
      {limit !== undefined && !locked ? (
        <StatusLine role="status">{full ? itemTexts.limit.reached(limit) : itemTexts.limit.chosen(selected.length, limit)}</StatusLine>
      ) : null}
    </>
  );
}
