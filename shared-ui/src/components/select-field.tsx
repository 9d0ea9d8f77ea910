import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { ChevronDown } from '../icons';
import { Field, controlStyles, useField, type FieldOptions } from './field';

const Frame = styled.div`
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

const Select = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space.xxl};
  cursor: pointer;
`;

export interface SelectFieldOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<ComponentProps<'select'>, 'children' | 'multiple'> &
  FieldOptions & {
    options: readonly SelectFieldOption[];
    /** Shown as an empty first option ("Select a subject"); a required select left on it is invalid. */
    placeholder?: string;
  };

/** A labelled native <select> with optional hint, error and placeholder option. */
export function SelectField({ label, hint, error, options, placeholder, id, 'aria-describedby': describedBy, 'aria-invalid': invalid, ...props }: SelectFieldProps) {
  const { controlProps, fieldProps } = useField({ id, hint, error, 'aria-describedby': describedBy, 'aria-invalid': invalid });
  return (
    <Field {...fieldProps} label={label} hint={hint} error={error} required={props.required}>
      <Frame>
        <Select {...controlProps} {...props}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <ChevronDown aria-hidden="true" />
      </Frame>
    </Field>
  );
}
