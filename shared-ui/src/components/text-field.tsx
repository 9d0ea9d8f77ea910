import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { Field, controlStyles, useField, type FieldOptions } from './field';

const Input = styled.input`
  ${controlStyles}
`;

export type TextFieldProps = ComponentProps<'input'> & FieldOptions;

/** A labelled <input> with optional hint and error (type defaults to "text"). */
export function TextField({ label, hint, error, id, 'aria-describedby': describedBy, 'aria-invalid': invalid, type = 'text', ...props }: TextFieldProps) {
  const { controlProps, fieldProps } = useField({ id, hint, error, 'aria-describedby': describedBy, 'aria-invalid': invalid });
  return (
    <Field {...fieldProps} label={label} hint={hint} error={error} required={props.required}>
      <Input type={type} {...controlProps} {...props} />
    </Field>
  );
}
