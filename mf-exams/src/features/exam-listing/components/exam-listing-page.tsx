import styled from 'styled-components';
import type { ExamType } from '@nurseprep/contracts';
import { ArrowRight, Button, ButtonLink, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Container, Skeleton } from '@nurseprep/shared-ui';
import { Grid } from '../../../components/card-grid';
import { PageHero } from '../../../components/page-hero';
import { useExamTypes } from '../hooks/use-exam-types';
import { examIconFor, examListingIntro, examListingTexts as texts } from '../data/exam-listing-texts';

const Body = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxl};
`;

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
`;

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  p { margin: 0; }
`;

function ExamCard({ exam }: { exam: ExamType }) {
  const Icon = examIconFor(exam.slug);
  return (
    <Card as="li">
      <CardHeader>
        <IconBadge aria-hidden="true" data-icon={exam.slug}>
          <Icon size={24} />
        </IconBadge>
        <CardTitle as="h2">{exam.name}</CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription>{exam.description}</CardDescription>
      </CardContent>
      <CardFooter>
        <ButtonLink href={`/exams/${exam.slug}`} variant="outline" aria-label={texts.viewMaterialsFor(exam.name)}>
          {texts.viewMaterials}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}

/** /exams: a card for every exam type the server knows, each to its page. */
export function ExamListingPage() {
  const examTypes = useExamTypes();
  return (
    <>
      <PageHero intro={examListingIntro} />
      <Body>
        {examTypes.isPending ? (
          <Grid $columns={3} aria-busy="true" aria-label={texts.loading}>
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <li key={index}>
                <Skeleton $height="14rem" $radius="lg" />
              </li>
            ))}
          </Grid>
        ) : examTypes.isError ? (
          <Failure role="alert">
            <p>{texts.failed}</p>
            <Button type="button" onClick={() => void examTypes.refetch()}>
              {texts.retry}
            </Button>
          </Failure>
        ) : (
          <Grid $columns={3} aria-label={texts.gridLabel}>
            {examTypes.data.map((exam) => (
              <ExamCard key={exam.slug} exam={exam} />
            ))}
          </Grid>
        )}
      </Body>
    </>
  );
}
