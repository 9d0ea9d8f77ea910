import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { itemTexts } from '../data/item-texts';
import { focusRing } from './ngn-styles';
import { markOutline, type Mark } from './part-marks';

export type BlankSelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange' | 'children'> & {
  options: readonly { id: string; text: string }[];
  /** The option chosen, or undefined for none yet. */
  value: string | undefined;
  onValueChange: (id: string | undefined) => void;
  mark?: Mark;
  'aria-label': string;
};

const Select = styled.select`
  max-width: 100%;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  vertical-align: middle;
  cursor: pointer;
  ${markOutline}
  /* Graded selects keep full-strength text: the answer still has to be read. */
  &:disabled {
    opacity: 1;
    color: ${({ theme }) => theme.colors.text};
    cursor: default;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

/** A native drop-down for one blank or row, "Select..." (no answer) first. */
export function BlankSelect({ options, value, onValueChange, mark, ...rest }: BlankSelectProps) {
  return (
    <Select {...rest} data-mark={mark} value={value ?? ''} onChange={(event) => onValueChange(event.target.value === '' ? undefined : event.target.value)}>
      <option value="">{itemTexts.blanks.choose}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.text}
        </option>
      ))}
    </Select>
  );
}
