import { useId, useState } from 'react';
import styled from 'styled-components';
import { Badge, Button, Card, CardContent, ChevronDown, Container, disclosurePart, disclosureParts, Section, useEarlyDisclosure } from '@nurseprep/shared-ui';
import type { SchoolPageData } from '../data/school-page-types';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  h3 { margin: ${({ theme }) => theme.space.sm} 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0; }
  /* display: grid above beats the UA's [hidden] rule; this keeps the list closed even under a shell
     whose global style predates its [hidden] rule (remotes are promoted apart from the shell). */
  &[hidden] { display: none; }
`;

const Toggle = styled(Button)`
  svg { transition: transform 150ms ease; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
  ${disclosureParts}
`;

/** The rest of the school's courses we support, revealed by the 'View All' button. */
export function MoreCourses({ moreCourses }: { moreCourses: NonNullable<SchoolPageData['moreCourses']> }) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  // Until this hydrates, the page's boot script answers the toggle.
  const earlyToggle = useEarlyDisclosure(`${listId}-toggle`, setOpen);
  return (
    <Section aria-labelledby="more-courses-heading" $tone="surface">
      <Container>
        <h2 id="more-courses-heading">{moreCourses.heading}</h2>
        <p>{moreCourses.intro}</p>
        <Toggle {...earlyToggle} variant="outline" aria-expanded={isOpen} aria-controls={listId} onClick={() => setOpen(!isOpen)}>
          <span className={disclosurePart.closed}>{moreCourses.buttonLabel}</span>
          <span className={disclosurePart.open}>{moreCourses.hideLabel}</span>
          <ChevronDown aria-hidden="true" />
        </Toggle>
        <Grid id={listId} hidden={!isOpen}>
          {moreCourses.courses.map((course) => (
            <Card as="li" key={course.subject}>
              <CardContent>
                {course.code ? <Badge>{course.code}</Badge> : null}
                <h3>{course.subject}</h3>
                <p>{course.focus}</p>
              </CardContent>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
