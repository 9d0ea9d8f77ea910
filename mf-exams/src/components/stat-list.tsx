import styled from 'styled-components';
import type { Stat } from '../lib/content-types';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  text-align: center;
`;

const Value = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Figures with what they count, as a description list (the label is the term, the figure its value). */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  return (
    <List>
      {stats.map((stat) => (
        // The figure shows first; the term still comes first in reading order.
        <Item key={stat.label}>
          <Label>{stat.label}</Label>
          <Value>{stat.value}</Value>
        </Item>
      ))}
    </List>
  );
}
