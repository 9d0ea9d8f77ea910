import styled from 'styled-components';
import { ArrowRight, ButtonLink, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Container, Section } from '@nurseprep/shared-ui';
import { challenges, challengesTexts as texts } from '../data/directory-texts';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** Three cards to the coursework, clinical skills and NCLEX-RN pages. */
export function ChallengesSection() {
  return (
    <Section aria-labelledby="challenges-heading" $tone="surface">
      <Container>
        <h2 id="challenges-heading">{texts.heading}</h2>
        <p>{texts.lead}</p>
        <Grid>
          {challenges.map((challenge) => (
            <Card as="li" key={challenge.href}>
              <CardHeader>
                <CardTitle>{challenge.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <CardDescription>{challenge.description}</CardDescription>
              </CardContent>
              <CardFooter>
                <ButtonLink href={challenge.href} variant="outline">
                  {challenge.linkLabel}
                  <ArrowRight aria-hidden="true" />
                </ButtonLink>
              </CardFooter>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
