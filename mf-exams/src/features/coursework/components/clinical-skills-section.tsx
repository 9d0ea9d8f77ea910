import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle, Container, Section, Tabs, TabsContent, TabsLink, TabsList } from '@nurseprep/shared-ui';
import { useTabParam } from '../../../hooks/use-tab-param';
import { clinicalSkillAreas, clinicalTexts as texts, DEFAULT_CLINICAL_AREA } from '../data/clinical-skills';

const areaIds = clinicalSkillAreas.map((area) => area.id);

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

/** Clinical skill areas in tabs: assessment first. The open area is in the address (?tab=), each tab also a link. */
export function ClinicalSkillsSection() {
  const { tab, select, hrefOf } = useTabParam(areaIds, DEFAULT_CLINICAL_AREA, texts.anchorId);
  return (
    <Section id={texts.anchorId} aria-labelledby="clinical-heading" $tone="surface">
      <Container>
        <h2 id="clinical-heading">{texts.heading}</h2>
        <p>{texts.lead}</p>
        <Tabs value={tab} onValueChange={select}>
          <TabsList aria-label={texts.tabsLabel}>
            {clinicalSkillAreas.map(({ id, label }) => (
              <TabsLink key={id} value={id} href={hrefOf(id)}>
                {label}
              </TabsLink>
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
