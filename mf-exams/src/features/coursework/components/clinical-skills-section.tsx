import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle, Container, Section, Tabs, TabsContent, TabsList, TabsTrigger } from '@nurseprep/shared-ui';
import { clinicalSkillAreas, clinicalTexts as texts, DEFAULT_CLINICAL_AREA } from '../data/clinical-skills';

const Topics = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Points = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Clinical skill areas in tabs: assessment first. */
export function ClinicalSkillsSection() {
  return (
    <Section id={texts.anchorId} aria-labelledby="clinical-heading" $tone="surface">
      <Container>
        <h2 id="clinical-heading">{texts.heading}</h2>
        <p>{texts.lead}</p>
        <Tabs defaultValue={DEFAULT_CLINICAL_AREA}>
          <TabsList aria-label={texts.tabsLabel}>
            {clinicalSkillAreas.map(({ id, label }) => (
              <TabsTrigger key={id} value={id}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {clinicalSkillAreas.map((area) => (
            <TabsContent key={area.id} value={area.id}>
              <p>{area.intro}</p>
              <Topics>
                {area.topics.map((topic) => (
                  <Card key={topic.title}>
                    <CardHeader>
                      <CardTitle>{topic.title}</CardTitle>
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
              </Topics>
            </TabsContent>
          ))}
        </Tabs>
      </Container>
    </Section>
  );
}
