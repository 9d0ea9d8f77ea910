import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { Field, controlStyles, useField, type FieldOptions } from './field';

const Textarea = styled.textarea`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

export type TextAreaProps = ComponentProps<'textarea'> & FieldOptions;

/** A labelled <textarea> with optional hint and error. */
export function TextArea({ label, hint, error, id, 'aria-describedby': describedBy, 'aria-invalid': invalid, rows = 4, ...props }: TextAreaProps) {
  const { controlProps, fieldProps } = useField({ id, hint, error, 'aria-describedby': describedBy, 'aria-invalid': invalid });
  return (
    <Field {...fieldProps} label={label} hint={hint} error={error} required={props.required}>
      <Textarea rows={rows} {...controlProps} {...props} />
    </Field>
  );
}
