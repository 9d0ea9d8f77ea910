import styled from 'styled-components';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, Section, Skeleton } from '@nurseprep/shared-ui';
import { uiTexts } from '../data/ui-texts';
import { useExamStudyMaterials } from '../hooks/use-exam-study-materials';
import { Grid } from './card-grid';

const studyMaterialsTexts = uiTexts.studyMaterials;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.lg};
  p { margin: 0; }
`;

/** The exam's study materials from the server (GET /api/exam-types/<slug>/study-materials). */
export function StudyMaterialsSection({ examSlug, lead }: { examSlug: string; lead: string }) {
  const materials = useExamStudyMaterials(examSlug);
  // An exam with nothing stored shows no empty heading.
  if (materials.isSuccess && materials.data.length === 0) return null;

  return (
    <Section id="study-materials" aria-labelledby="study-materials-heading">
      <Container>
        <h2 id="study-materials-heading">{studyMaterialsTexts.heading}</h2>
        <p>{lead}</p>
        {materials.isPending ? (
          <Grid aria-busy="true" aria-label={studyMaterialsTexts.loading}>
            {[0, 1].map((index) => (
              <li key={index}>
                <Skeleton $height="10rem" />
              </li>
            ))}
          </Grid>
        ) : materials.isError ? (
          <Failure role="alert">
            <p>{studyMaterialsTexts.failed}</p>
            <Button type="button" variant="outline" onClick={() => void materials.refetch()}>
              {studyMaterialsTexts.retry}
            </Button>
          </Failure>
        ) : (
          <Grid>
            {materials.data.map((material) => (
              <Card as="li" key={material.id}>
                <CardHeader>
                  <TitleRow>
                    <Badge variant="secondary">{material.type}</Badge>
                  </TitleRow>
                  <CardTitle>{material.title}</CardTitle>
                  <CardDescription>{material.description}</CardDescription>
                </CardHeader>
                <CardContent>
                  <p>{material.content}</p>
                </CardContent>
              </Card>
            ))}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
