import styled from 'styled-components';
import type { SchoolSlug } from '@nurseprep/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@nurseprep/shared-ui';
import { useSchoolStudyMaterials } from '../hooks/use-school-study-materials';
import { schoolPageTexts as texts } from '../data/school-page-texts';

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

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
`;

/** The school's study materials from GET /api/school-types/<slug>/study-materials. */
export function StudyMaterialsList({ slug, headingLevel }: { slug: SchoolSlug; headingLevel: 'h4' | 'h5' }) {
  const materials = useSchoolStudyMaterials(slug, true);

  if (materials.isPending) {
    return (
      <Grid aria-busy="true" aria-label={texts.materialsLoading}>
        {[0, 1].map((index) => (
          <li key={index}>
            <Skeleton $height="8rem" />
          </li>
        ))}
      </Grid>
    );
  }
  if (materials.isError) {
    return (
      <div role="alert">
        <p>{texts.materialsFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void materials.refetch()}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  return (
    <Grid>
      {materials.data.map((material) => (
        <Card as="li" key={material.id}>
          <CardHeader>
            <TitleRow>
              <CardTitle as={headingLevel}>{material.title}</CardTitle>
              <Badge variant="secondary">{material.type}</Badge>
            </TitleRow>
            <CardDescription>{material.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <p>{material.content}</p>
          </CardContent>
        </Card>
      ))}
    </Grid>
  );
}
