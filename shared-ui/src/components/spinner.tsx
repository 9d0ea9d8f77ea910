import type { ComponentProps } from 'react';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

/** Diameter and ring width per size (one table). */
const sizes = {
  sm: { diameter: '16px', ring: '2px' },
  md: { diameter: '24px', ring: '3px' },
  lg: { diameter: '40px', ring: '4px' },
} as const satisfies Record<SpinnerSize, { diameter: string; ring: string }>;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: block;
  width: ${({ $size }) => sizes[$size].diameter};
  height: ${({ $size }) => sizes[$size].diameter};
  border: ${({ $size }) => sizes[$size].ring} solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  /* The global reduced-motion rule shortens every animation to 0.01 ms, which would make this flicker:
     turn slowly instead, so the page still shows that it is working. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
  }
`;

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: SpinnerSize;
};

/** A spinning ring in a status region whose text (visually hidden) says what is loading. */
export function Spinner({ label = 'Loading', size = 'md', ...rest }: SpinnerProps) {
  return (
    <Status role="status" {...rest}>
      <Ring aria-hidden="true" $size={size} data-size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Status>
  );
}
