import styled from 'styled-components';
import { ArrowRight, ButtonLink, Card, CardDescription, CardFooter, CardHeader, Container, Section, type SectionTone } from '@nurseprep/shared-ui';
import type { StudyTools } from '../lib/study-tools';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The exam's free practice questions, flashcards and planner, each a card with one link. */
export function StudyToolsSection({ tools, tone }: { tools: StudyTools; tone?: SectionTone }) {
  return (
    <Section id="study-tools" aria-labelledby="study-tools-heading" $tone={tone}>
      <Container>
        <h2 id="study-tools-heading">{tools.heading}</h2>
        <p>{tools.lead}</p>
        <Grid>
          {tools.tools.map(({ title, description, href, action, icon: Icon }) => (
            <Card as="li" key={href}>
              <CardHeader>
                <Title>
                  <Icon aria-hidden="true" size={22} />
                  {title}
                </Title>
                <CardDescription>{description}</CardDescription>
              </CardHeader>
              <CardFooter>
                <ButtonLink href={href} variant="outline" size="sm">
                  {action}
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
