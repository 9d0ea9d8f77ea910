import type { ComponentProps } from 'react';
import styled from 'styled-components';
import type { Theme } from '../theme/theme';

export type BadgeVariant = 'default' | 'secondary' | 'success' | 'warning' | 'destructive' | 'outline';

type ColorToken = keyof Theme['colors'];

/** The one variant table, as theme colour names so a test can check each text/background pair for AA. */
export const badgeVariants = {
  default: { background: 'primary', text: 'primaryText', border: 'primary' },
  secondary: { background: 'secondary', text: 'secondaryText', border: 'secondary' },
  success: { background: 'success', text: 'primaryText', border: 'success' },
  warning: { background: 'accent', text: 'primaryText', border: 'accent' },
  destructive: { background: 'destructive', text: 'destructiveText', border: 'destructive' },
  outline: { background: 'background', text: 'text', border: 'textMuted' },
} as const satisfies Record<BadgeVariant, { background: ColorToken; text: ColorToken; border: ColorToken }>;

const StyledBadge = styled.span<{ $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 2px ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $variant }) => theme.colors[badgeVariants[$variant].border]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $variant }) => theme.colors[badgeVariants[$variant].background]};
  color: ${({ theme, $variant }) => theme.colors[badgeVariants[$variant].text]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: nowrap;

  svg { width: 1em; height: 1em; flex-shrink: 0; }
`;

export type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

/** A short status or category label (premium, lead status, topic). */
export function Badge({ variant = 'default', ...rest }: BadgeProps) {
  return <StyledBadge $variant={variant} data-variant={variant} {...rest} />;
}
