import styled from 'styled-components';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@nurseprep/shared-ui';
import type { InfoCard } from '../lib/content-types';

export const Grid = styled.ul<{ $columns?: 2 | 3 | 4 }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  }
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
`;

export const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

/** Cards of title, description and points, as list items of a grid. */
export function CardGrid({ cards, columns }: { cards: readonly InfoCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <Grid $columns={columns}>
      {cards.map(({ title, description, points, icon: Icon }) => (
        <Card as="li" key={title}>
          <CardHeader>
            {Icon ? (
              <IconBadge aria-hidden="true">
                <Icon size={22} />
              </IconBadge>
            ) : null}
            <CardTitle>{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          {points?.length ? (
            <CardContent>
              <Points>
                {points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </Points>
            </CardContent>
          ) : null}
        </Card>
      ))}
    </Grid>
  );
}
