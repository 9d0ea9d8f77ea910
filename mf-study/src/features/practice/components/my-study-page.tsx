import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { findPracticeBank, practiceBanks } from '@nurseprep/contracts/practice-banks';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  PageHeader,
  Skeleton,
  useAccountDialogs,
  useCurrentUser,
  VisuallyHidden,
} from '@nurseprep/shared-ui';
import type { PracticeProgress } from '../requests/practice-types';
import { useAttemptHistory } from '../requests/list-attempts';
import { usePracticeProgress } from '../../../lib/practice-progress';
import { myStudyTexts as texts } from '../data/my-study-texts';
import { modeNames } from '../data/practice-texts';
import { useClaimVisitorAttempts } from '../hooks/use-claim-visitor-attempts';
import { shortDate } from '../lib/dates';
import { formatScore } from '../lib/format-time';
import { DataTable, TableScroll } from './category-table';
import { ProgressTable } from './progress-table';
import { TrendChart } from './trend-chart';
import { ATTEMPT_PARAM } from './practice-page-params';
import { LinkTiles } from '../../../components/link-tiles';
import { PageBody } from '../../../components/page-body';

/** The chart and its table show the latest tests only, so both stay readable. */
export const TREND_TESTS = 10;

const ModeLine = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The chart beside its table on wide screens, above it on phones. */
const TrendLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  > * {
    min-width: 0;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 480px) minmax(0, 1fr);
  }
`;

const BankBlock = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
    padding-top: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function StartPractice() {
  return (
    <Card as="section" aria-labelledby="start-heading">
      <CardHeader>
        <CardTitle as="h2" id="start-heading">
          {texts.start.heading}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <LinkTiles columns={4} links={practiceBanks.map((bank) => ({ to: bank.path, label: texts.start.link(bank.label) }))} />
      </CardContent>
    </Card>
  );
}

function History() {
  const history = useAttemptHistory(true);
  return (
    <Card as="section" aria-labelledby="history-heading">
      <CardHeader>
        <CardTitle as="h2" id="history-heading">
          {texts.history.heading}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Skeleton style={{ height: 120 }} />
        ) : history.isError ? (
          <Row>
            <p role="alert">{texts.history.loadFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void history.refetch()}>
              {texts.history.retry}
            </Button>
          </Row>
        ) : history.data.length === 0 ? (
          <p>{texts.history.empty}</p>
        ) : (
          <TableScroll tabIndex={0} role="group" aria-label={texts.history.caption}>
            <DataTable>
              <caption>{texts.history.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{texts.history.date}</th>
                  <th scope="col">{texts.history.test}</th>
                  <th scope="col" className="number">
                    {texts.history.score}
                  </th>
                  <th scope="col">
                    <VisuallyHidden>{texts.history.action}</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.map((attempt) => {
                  const bank = findPracticeBank(attempt.bank);
                  const submitted = attempt.status === 'submitted';
                  const date = shortDate(attempt.startedAt);
                  const action = submitted ? texts.history.review : texts.history.resume;
                  return (
                    <tr key={attempt.id}>
                      <td>{date}</td>
                      <td>
                        {bank?.label ?? attempt.bank}
                        <ModeLine>{modeNames[attempt.mode]}</ModeLine>
                      </td>
                      <td className="number">
                        {attempt.score ? (
                          `${Math.round(attempt.score.percent)}% (${formatScore(attempt.score.correct)}/${attempt.score.total})`
                        ) : (
                          <Badge variant="outline">{submitted ? texts.history.submitted : texts.history.inProgress}</Badge>
                        )}
                      </td>
                      <td>
                        <Link
                          to={`${bank?.path ?? '/exams'}?${ATTEMPT_PARAM}=${encodeURIComponent(attempt.id)}`}
                          aria-label={texts.history.actionName(action, bank?.label ?? attempt.bank, date)}
                        >
                          {action}
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
          </TableScroll>
        )}
      </CardContent>
    </Card>
  );
}

/** The latest TREND_TESTS tests of a bank, with the category points of those tests only. */
function latestTests(bank: PracticeProgress['banks'][number]): PracticeProgress['banks'][number] {
  const trend = bank.trend.slice(-TREND_TESTS);
  const kept = new Set(trend.map((test) => test.attemptId));
  return { ...bank, trend, categories: bank.categories.map((category) => ({ ...category, points: category.points.filter((point) => kept.has(point.attemptId)) })) };
}

function Progress() {
  const progress = usePracticeProgress(true);
  const banks = (progress.data?.banks ?? []).filter((bank) => bank.trend.length > 0).map(latestTests);
  return (
    <Card as="section" aria-labelledby="progress-heading">
      <CardHeader>
        <CardTitle as="h2" id="progress-heading">
          {texts.progress.heading}
        </CardTitle>
        <CardDescription>{texts.progress.lead}</CardDescription>
      </CardHeader>
      <CardContent>
        {progress.isPending ? (
          <Skeleton style={{ height: 200 }} />
        ) : banks.length === 0 ? (
          <p>{texts.progress.empty}</p>
        ) : (
          banks.map((bank) => (
            <BankBlock key={bank.bank} aria-labelledby={`progress-${bank.bank}`}>
              <h3 id={`progress-${bank.bank}`}>{bank.label}</h3>
              <p>{texts.progress.summary(bank.attempts, bank.questions)}</p>
              <TrendLayout>
                <TrendChart progress={bank} id={`trend-${bank.bank}`} />
                <ProgressTable progress={bank} />
              </TrendLayout>
            </BankBlock>
          ))
        )}
      </CardContent>
    </Card>
  );
}

/** /my-study: a visitor is asked to sign in; a student sees their history, progress by category, their account and where to practise. */
export function MyStudyPage({ flashcards = null, account = null, ngn = null }: { flashcards?: ReactNode; account?: ReactNode; ngn?: ReactNode }) {
  // The history waits for this browser's visitor attempts to be claimed, so it never shows the list from before.
  const claim = useClaimVisitorAttempts();
  const user = useCurrentUser();
  const openSignIn = useAccountDialogs((state) => state.openSignIn);
  const openSignUp = useAccountDialogs((state) => state.openSignUp);

  return (
    <>
      <PageHeader title={texts.title} documentTitle={texts.documentTitle} lead={texts.lead} />
      <PageBody>
        {user.isPending || (user.data && !claim.settled) ? (
          <Skeleton style={{ height: 160 }} />
        ) : user.data ? (
          <>
            <History />
            <Progress />
            {/* The NGN feature's sessions and adaptive exam trend (its section has the id 'my-study-ngn'). */}
            {ngn}
            {/* The flashcards feature's due cards (its section has the id 'my-study-flashcards'). */}
            {flashcards}
            {/* The account feature's card: email verification and signing out everywhere. */}
            {account}
          </>
        ) : (
          <Card as="section" aria-labelledby="visitor-heading">
            <CardHeader>
              <CardTitle as="h2" id="visitor-heading">
                {texts.visitor.heading}
              </CardTitle>
              <CardDescription>{texts.visitor.description}</CardDescription>
            </CardHeader>
            <CardContent>
              <Row>
                <Button onClick={openSignIn}>{texts.visitor.signIn}</Button>
                <Button variant="outline" onClick={openSignUp}>
                  {texts.visitor.signUp}
                </Button>
              </Row>
            </CardContent>
          </Card>
        )}
        <StartPractice />
      </PageBody>
    </>
  );
}

export default MyStudyPage;
