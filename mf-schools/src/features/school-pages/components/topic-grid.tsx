import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle } from '@nurseprep/shared-ui';
import type { Topic } from '../data/school-page-types';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
`;

/** Topics as cards of bullet points, two columns from 768 px. */
export function TopicGrid({ topics, headingLevel }: { topics: readonly Topic[]; headingLevel: 'h3' | 'h4' | 'h5' }) {
  return (
    <Grid>
      {topics.map((topic) => (
        <Card as="li" key={topic.title}>
          <CardHeader>
            <CardTitle as={headingLevel}>{topic.title}</CardTitle>
          </CardHeader>
          <CardContent>
            <Points>
              {topic.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </Points>
          </CardContent>
        </Card>
      ))}
    </Grid>
  );
}
