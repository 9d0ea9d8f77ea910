import type { ComponentProps, Ref } from 'react';
import styled from 'styled-components';
import { AlertTriangle, CheckCircle } from '../icons';
import { formTexts } from './form-texts';
import type { SubmissionFailure } from './submission-error';
import type { FormStatus } from './use-schema-form';

export interface FormNoticeTexts {
  successTitle: string;
  successDescription: string;
  failureTitle: string;
  /** Shown when the server gave no message of its own (5xx, network). */
  failureFallback: string;
}

export type FormNoticeProps = Omit<ComponentProps<'div'>, 'children' | 'ref'> & {
  status: FormStatus;
  failure: SubmissionFailure | null;
  texts: FormNoticeTexts;
  ref?: Ref<HTMLDivElement>;
};

const Notice = styled.div<{ $tone: 'success' | 'failure' }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.destructive)};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  svg {
    flex: none;
    margin-top: 0.15em;
    color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.destructive)};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
`;

/** The outcome of a submission under its form: a status on success, an alert on failure (values kept). */
export function FormNotice({ status, failure, texts, ref, ...rest }: FormNoticeProps) {
  if (status === 'success') {
    return (
      <Notice ref={ref} role="status" tabIndex={-1} $tone="success" {...rest}>
        <CheckCircle aria-hidden="true" size={20} />
        <div>
          <Title>{texts.successTitle}</Title>
          <Description>{texts.successDescription}</Description>
        </div>
      </Notice>
    );
  }
  if (status !== 'failure' || !failure) return null;
  const description =
    failure.kind === 'rate-limited'
      ? formTexts.rateLimited(failure.minutes)
      : failure.kind === 'rejected'
        ? (failure.message ?? texts.failureFallback)
        : texts.failureFallback;
  return (
    <Notice ref={ref} role="alert" tabIndex={-1} $tone="failure" {...rest}>
      <AlertTriangle aria-hidden="true" size={20} />
      <div>
        <Title>{texts.failureTitle}</Title>
        <Description>{description}</Description>
      </div>
    </Notice>
  );
}
