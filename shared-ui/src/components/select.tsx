import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDown } from '../icons';
import { VisuallyHidden } from './visually-hidden';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = Omit<ComponentProps<'select'>, 'children' | 'multiple'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Keep the label for assistive technology only (the control's context already shows what it is). */
  hideLabel?: boolean;
};

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Control = styled.div`
  position: relative;
  svg {
    position: absolute;
    right: ${({ theme }) => theme.space.md};
    top: 50%;
    width: 1.1em;
    height: 1.1em;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NativeSelect = styled.select`
  width: 100%;
  min-height: 44px;
  appearance: none;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xxl} ${theme.space.sm} ${theme.space.md}`};
  /* textMuted keeps the control's outline at 3:1 or more against the page (WCAG 1.4.11). */
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled { cursor: not-allowed; opacity: 0.6; }
`;

/** A labelled native <select> for small pickers and filters (forms with hints and errors use SelectField). */
export function Select({ label, options, hideLabel = false, id, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const labelElement = <Label htmlFor={selectId}>{label}</Label>;
  return (
    <Field>
      {hideLabel ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      <Control>
        <NativeSelect id={selectId} {...rest}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <ChevronDown aria-hidden="true" />
      </Control>
    </Field>
  );
}
