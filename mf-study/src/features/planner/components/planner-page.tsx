import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { PlannerExamSlug } from '@nurseprep/contracts/routes';
import { Button, Card, CardContent, PageHeader, Skeleton, useAccountDialogs, useCurrentUser, VisuallyHidden } from '@nurseprep/shared-ui';
import type { SavedStudyPlan } from '../requests/study-plan-types';
import { useStudyPlan } from '../requests/get-study-plan';
import { useSaveStudyPlan } from '../requests/save-study-plan';
import { usePracticeProgress } from '../../../lib/practice-progress';
import { useVisitorPracticeResults } from '../requests/get-visitor-results';
import { examPlans } from '../data/planner-data';
import { plannerPages, plannerTexts as texts } from '../data/planner-texts';
import { buildPlan } from '../lib/build-plan';
import { localToday } from '../lib/calendar-dates';
import { planToIcs } from '../lib/ics';
import { readStoredPlan, storePlan } from '../lib/plan-storage';
import { latestPercents } from '../lib/weakest-from-progress';
import { PlanForm, type PlanFormValues } from './plan-form';
import { PlanView } from './plan-view';
import { PlanPrintStyle } from './print-style';
import { LinkTiles } from '../../../components/link-tiles';
import { PageBody } from '../../../components/page-body';

const PlanSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.destructive};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Offers a text file for download (a Blob URL on a temporary link). */
function downloadFile(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface PlannerPageProps {
  exam: PlannerExamSlug;
  /** Today's date, YYYY-MM-DD (tests fix it; otherwise the browser's, read after the first render). */
  today?: string;
}

/**
 * /exams/<slug>/planner: exam date and hours per week give a week-by-week plan (built in the browser by a pure
 * function), ticked off task by task: saved on the server for a student, in this browser for a visitor.
 */
export function PlannerPage({ exam, today: fixedToday }: PlannerPageProps) {
  const page = plannerPages[exam];
  const data = examPlans[exam];
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const saved = useStudyPlan(exam, signedIn);
  const progress = usePracticeProgress(signedIn);
  const save = useSaveStudyPlan(exam);
  const openSignUp = useAccountDialogs((state) => state.openSignUp);

  const [today, setToday] = useState<string | null>(fixedToday ?? null);
  const [plan, setPlan] = useState<SavedStudyPlan | null>(null);
  const [loaded, setLoaded] = useState(false);

  // Today and a visitor's saved plan are read after the first render (the server renders the empty form).
  useEffect(() => {
    if (!fixedToday) setToday(localToday());
  }, [fixedToday]);
  useEffect(() => {
    if (user.isPending || loaded) return;
    if (!signedIn) {
      setPlan(readStoredPlan(exam));
      setLoaded(true);
    } else if (saved.isSuccess) {
      setPlan(saved.data ? { examDate: saved.data.examDate, hoursPerWeek: saved.data.hoursPerWeek, completed: saved.data.completed } : readStoredPlan(exam));
      setLoaded(true);
    } else if (saved.isError) {
      setLoaded(true);
    }
  }, [user.isPending, signedIn, saved.isSuccess, saved.isError, saved.data, exam, loaded]);

  const visitorResults = useVisitorPracticeResults(exam, loaded && !signedIn);
  const weakest = useMemo(() => (signedIn ? latestPercents(progress.data, exam) : (visitorResults.data ?? [])), [signedIn, progress.data, exam, visitorResults.data]);
  const built = useMemo(
    () => (plan && today ? buildPlan({ exam: data, examDate: plan.examDate, today, hoursPerWeek: plan.hoursPerWeek, weakest }) : null),
    [plan, today, data, weakest],
  );
  const completed = useMemo(() => new Set(plan?.completed ?? []), [plan]);

  const persist = (next: SavedStudyPlan) => {
    setPlan(next);
    if (signedIn) save.mutate(next);
    else storePlan(exam, next);
  };

  const onSubmit = (values: PlanFormValues) => persist({ ...values, completed: plan?.completed ?? [] });
  const onToggle = (taskId: string, done: boolean) => {
    if (!plan) return;
    const others = plan.completed.filter((id) => id !== taskId);
    persist({ ...plan, completed: done ? [...others, taskId] : others });
  };
  const onDownload = () => {
    if (!built) return;
    const ics = planToIcs(built, { examLabel: data.label, stamp: new Date(), domain: window.location.hostname || 'nurseprep.example', url: window.location.href });
    downloadFile(texts.fileName(exam), 'text/calendar;charset=utf-8', ics);
  };

  const ready = loaded && today !== null;

  return (
    <>
      <PlanPrintStyle />
      <PageHeader title={page.title} documentTitle={page.documentTitle} lead={page.lead} />
      <PageBody>
        {ready ? (
          <PlanForm key={plan ? 'saved' : 'new'} initial={plan} hasPlan={Boolean(plan)} onSubmit={onSubmit} />
        ) : (
          <div role="status" aria-busy="true">
            <VisuallyHidden>{texts.loading}</VisuallyHidden>
            <Skeleton $height="9rem" />
          </div>
        )}
        {ready && built && plan ? (
          <PlanSection aria-labelledby="plan-heading" data-print-plan>
            <h2 id="plan-heading">
              {data.label}: {texts.planHeading}
            </h2>
            {save.isError ? (
              <Row data-print-hide>
                <ErrorText role="alert">{texts.saveFailed}</ErrorText>
                <Button variant="outline" size="sm" onClick={() => save.mutate(plan)}>
                  {texts.retry}
                </Button>
              </Row>
            ) : null}
            <PlanView
              plan={built}
              examDate={plan.examDate}
              hoursPerWeek={plan.hoursPerWeek}
              completed={completed}
              onToggle={onToggle}
              onDownload={onDownload}
              onPrint={() => window.print()}
            />
            {!signedIn && !user.isPending ? (
              <Card data-print-hide>
                <CardContent>
                  <Row>
                    <p>{texts.savedVisitor}</p>
                    <Button size="sm" variant="outline" onClick={openSignUp}>
                      {texts.signUp}
                    </Button>
                  </Row>
                </CardContent>
              </Card>
            ) : null}
          </PlanSection>
        ) : null}
        <section aria-labelledby="planner-more-heading">
          <h2 id="planner-more-heading">{texts.moreHeading}</h2>
          <LinkTiles
            columns={3}
            links={[
              { to: data.practicePath, label: texts.practice(data.label) },
              { to: data.flashcardsPath, label: texts.flashcards(data.label) },
              { to: data.examPath, label: texts.examPage(data.label) },
            ]}
          />
        </section>
      </PageBody>
    </>
  );
}

export default PlannerPage;
