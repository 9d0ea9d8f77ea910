import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** What TextField, TextArea and SelectField add to their native element's props. */
export interface FieldOptions {
  label: ReactNode;
  /** Help shown under the control, tied to it by aria-describedby. */
  hint?: ReactNode;
  /** Validation message: marks the control aria-invalid and is tied to it by aria-describedby. */
  error?: ReactNode;
}

interface FieldInput {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
}

/** Ids and ARIA wiring between a label, its control, the hint and the error. */
export function useField({ id, hint, error, 'aria-describedby': describedBy, 'aria-invalid': invalid }: FieldInput) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [describedBy, hasHint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');
  return {
    controlProps: {
      id: controlId,
      'aria-describedby': describedByIds || undefined,
      'aria-invalid': hasError ? true : invalid,
    },
    fieldProps: { controlId, hintId: hasHint ? hintId : undefined, errorId: hasError ? errorId : undefined },
  };
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const RequiredMarker = styled.span`
  color: ${({ theme }) => theme.colors.destructive};
  margin-left: ${({ theme }) => theme.space.xs};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.destructive};
`;

/** Shared look of input, textarea and select. The border is textMuted: form boundaries need 3:1 against the page. */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.destructive};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
    cursor: not-allowed;
  }
`;

interface FieldProps extends FieldOptions {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  required?: boolean;
  children: ReactNode;
}

/**
 * Label, control, hint and error in one column. The required asterisk is only visual: the control's own
 * `required` attribute is what screen readers announce, so the label's accessible name stays the plain label.
 */
export function Field({ controlId, hintId, errorId, label, hint, error, required, children }: FieldProps) {
  return (
    <Wrapper>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <RequiredMarker aria-hidden="true" title="required">
            *
          </RequiredMarker>
        ) : null}
      </Label>
      {children}
      {hintId ? <Hint id={hintId}>{hint}</Hint> : null}
      {errorId ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Wrapper>
  );
}
