import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MY_STUDY_PATH } from '@nurseprep/contracts';
import { findPracticeBank } from '@nurseprep/contracts/practice-banks';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, PageHeader, Section, Skeleton } from '@nurseprep/shared-ui';
import type { Attempt, AttemptResults } from '../requests/practice-types';
import { useResults } from '../requests/get-results';
import { bankPages, modeNames, practiceTexts } from '../data/practice-texts';
import { formatScore } from '../lib/format-time';
import { CategoryTable } from './category-table';
import { QuestionCard } from './question-card';
import { SignUpOffer } from './sign-up-offer';
import { WeakestCategories } from './weakest-categories';
import { PageBody } from '../../../components/page-body';

const texts = practiceTexts.results;

const Overview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  > * {
    min-width: 0;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 360px minmax(0, 1fr);
  }
`;

const Percent = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
`;

const Level = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const LevelName = styled.p`
  && {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Interpretation = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const ReviewList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;
  > li {
    min-width: 0;
    padding: ${({ theme }) => theme.space.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.background};
  }
`;

function ScoreCard({ results }: { results: AttemptResults }) {
  return (
    <Card as="section" aria-labelledby="score-heading">
      <CardHeader>
        <CardTitle as="h2" id="score-heading">
          {texts.scoreHeading}
        </CardTitle>
        <div>
          <Badge variant="outline">{modeNames[results.mode]}</Badge>
        </div>
      </CardHeader>
      <CardContent>
        <Percent>{Math.round(results.score.percent)}%</Percent>
        <CardDescription>{texts.scoreLine(formatScore(results.score.correct), results.score.total)}</CardDescription>
        {results.level ? (
          <Level>
            <h3>{texts.levelHeading}</h3>
            <LevelName>{results.level.name}</LevelName>
            <p>{texts.levelRange(results.level.range)}</p>
            <p>{results.level.note}</p>
          </Level>
        ) : null}
        <Interpretation>{results.interpretation}</Interpretation>
      </CardContent>
    </Card>
  );
}

/** The graded attempt: score, TEAS level, interpretation, categories, where to focus, and every question. */
export function ResultsView({ attempt, onPracticeAgain }: { attempt: Pick<Attempt, 'id' | 'bank' | 'status'>; onPracticeAgain: () => void }) {
  const { bank } = attempt;
  const results = useResults(attempt);
  // Results replace the last question: they start at the top of the page, not where the question was, and the
  // focus (left on a control that is gone) goes to their heading, so a screen reader announces them.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    const heading = document.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, []);
  const label = findPracticeBank(bank)?.label ?? bankPages[bank].title;

  return (
    <>
      <PageHeader title={texts.title(label)} documentTitle={texts.title(label)} lead={bankPages[bank].lead} />
      {results.isPending ? (
        <PageBody aria-busy="true">
          <p>{practiceTexts.loading}</p>
          <Skeleton style={{ height: 240 }} />
        </PageBody>
      ) : results.isError ? (
        <PageBody>
          <p role="alert">{texts.loadFailed}</p>
          <div>
            <Button onClick={() => void results.refetch()}>{texts.retry}</Button>
          </div>
        </PageBody>
      ) : (
        <>
          <PageBody>
            <SignUpOffer />
            <Overview>
              <div>
                <ScoreCard results={results.data} />
                <Actions>
                  <Button onClick={onPracticeAgain}>{texts.practiceAgain}</Button>
                  <Link to={MY_STUDY_PATH}>{texts.myStudy}</Link>
                </Actions>
              </div>
              <Card as="section" aria-labelledby="categories-heading">
                <CardHeader>
                  <CardTitle as="h2" id="categories-heading">
                    {texts.categoriesHeading}
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <CategoryTable categories={results.data.byCategory} caption={texts.categoriesHeading} />
                </CardContent>
              </Card>
            </Overview>
            <Card as="section" aria-labelledby="weakest-heading">
              <CardHeader>
                <CardTitle as="h2" id="weakest-heading">
                  {texts.weakestHeading}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <WeakestCategories bank={bank} weakest={results.data.weakest} />
              </CardContent>
            </Card>
          </PageBody>
          <Section aria-labelledby="review-heading" $tone="surface">
            <Container>
              <h2 id="review-heading">{texts.reviewHeading}</h2>
              <p>{texts.reviewLead}</p>
              <ReviewList>
                {results.data.review.map((item, index) => (
                  <li key={item.question.id}>
                    <QuestionCard
                      question={item.question}
                      value={item.response}
                      result={item.result}
                      label={practiceTexts.runner.questionOf(index + 1, results.data.review.length)}
                      headingLevel="h3"
                    />
                  </li>
                ))}
              </ReviewList>
            </Container>
          </Section>
        </>
      )}
    </>
  );
}
