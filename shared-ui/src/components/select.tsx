import { useId, type ComponentProps, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDown } from '../icons';
import { controlStyles } from './field';
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

const Wrapper = styled.div`
  display: grid;
  /* In a stretched grid cell the control keeps its own height (and the chevron its centre). */
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
`;

// The same label look as the form fields (TextField, SelectField).
const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Control = styled.div`
  position: relative;
  svg {
    position: absolute;
    right: ${({ theme }) => theme.space.md};
    top: 50%;
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const NativeSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space.xxl};
  cursor: pointer;
`;

/** A labelled native <select> for small pickers and filters (forms with hints and errors use SelectField). */
export function Select({ label, options, hideLabel = false, id, ...rest }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const labelElement = <Label htmlFor={selectId}>{label}</Label>;
  return (
    <Wrapper>
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
    </Wrapper>
  );
}
