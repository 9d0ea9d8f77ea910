import type { ComponentProps } from 'react';
import styled, { keyframes } from 'styled-components';
import type { Theme } from '../theme/theme';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

interface BlockStyleProps {
  $width: string;
  $height: string;
  $radius: keyof Theme['radii'];
}

const Block = styled.span<BlockStyleProps>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.border} 25%,
    ${({ theme }) => theme.colors.surface} 50%,
    ${({ theme }) => theme.colors.border} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.5s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Any CSS length; the block fills its container by default. */
  $width?: string;
  /** Any CSS length; one line of text by default. */
  $height?: string;
  $radius?: keyof Theme['radii'];
};

/**
 * A shimmering placeholder where content is loading. Hidden from assistive technology: say "loading"
 * once for the region (a Spinner, or aria-busy on the container) rather than once per block.
 */
export function Skeleton({ $width = '100%', $height = '1em', $radius = 'md', ...rest }: SkeletonProps) {
  return <Block aria-hidden="true" $width={$width} $height={$height} $radius={$radius} {...rest} />;
}
