import styled from 'styled-components';
import { tutoringOptions } from '@nurseprep/contracts';
import { ButtonLink, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@nurseprep/shared-ui';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Unit = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

export interface TutoringOptionsProps {
  /** The heading level of each option's title in the page outline. */
  titleLevel?: 'h3' | 'h4';
  /** A link under each option (to /booking), or none. */
  action?: { label: string; href: string };
}

/** The three tutoring options with their one price each (contracts' tutoringOptions). */
export function TutoringOptions({ titleLevel = 'h3', action }: TutoringOptionsProps) {
  return (
    <Grid>
      {tutoringOptions.map((option) => (
        <Card as="li" key={option.id}>
          <CardHeader>
            <CardTitle as={titleLevel}>{option.title}</CardTitle>
            <Price>
              {option.price}
              <Unit>{option.unit}</Unit>
            </Price>
          </CardHeader>
          <CardContent>
            <CardDescription>{option.description}</CardDescription>
          </CardContent>
          {action ? (
            <CardFooter>
              <ButtonLink href={action.href} variant="outline" $fullWidth aria-label={`${action.label}: ${option.title}`}>
                {action.label}
              </ButtonLink>
            </CardFooter>
          ) : null}
        </Card>
      ))}
    </Grid>
  );
}
