import type { ComponentProps } from 'react';
import styled from 'styled-components';

/** A bordered panel; pass `as="article"` or `as="li"` when the card is an item in a list. */
export const Card = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

export const CardHeader = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export type CardTitleProps = ComponentProps<'h3'> & {
  /** The heading level that fits the page outline (h3 by default). */
  as?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
};

export function CardTitle({ as = 'h3', ...rest }: CardTitleProps) {
  return <Title as={as} {...rest} />;
}

export const CardDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const CardContent = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
  flex: 1;
  /* A card without a header starts its content at the same inset. */
  &:first-child { padding-top: ${({ theme }) => theme.space.lg}; }
`;

/** Actions at the bottom: cards in one grid row keep their footers on one line. */
export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
  &:first-child { padding-top: ${({ theme }) => theme.space.lg}; }
`;
