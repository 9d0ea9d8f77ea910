import styled from 'styled-components';
import { ButtonLink, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@nurseprep/shared-ui';
import { FeatureIcon, type FeatureIconName } from './feature-icon';

export interface FeatureCard {
  icon?: FeatureIconName;
  title: string;
  description: string;
  /** Extra lines under the description. */
  points?: readonly string[];
  link?: { label: string; href: string };
}

const Grid = styled.ul<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A grid of cards: icon, title, description, optional points and link. Titles are h3 under the section's h2. */
export function FeatureCards({ cards, columns = 3, titleLevel = 'h3' }: { cards: readonly FeatureCard[]; columns?: number; titleLevel?: 'h3' | 'h4' }) {
  return (
    <Grid $columns={columns}>
      {cards.map((card) => (
        <Card as="li" key={card.title}>
          <CardHeader>
            {card.icon ? <FeatureIcon name={card.icon} /> : null}
            <CardTitle as={titleLevel}>{card.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <CardDescription>{card.description}</CardDescription>
            {card.points ? (
              <Points>
                {card.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </Points>
            ) : null}
          </CardContent>
          {card.link ? (
            <CardFooter>
              <ButtonLink href={card.link.href} variant="outline" size="sm">
                {card.link.label}
              </ButtonLink>
            </CardFooter>
          ) : null}
        </Card>
      ))}
    </Grid>
  );
}
