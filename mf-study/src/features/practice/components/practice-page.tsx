import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, PageHeader, Skeleton, statusOf } from '@nurseprep/shared-ui';
import type { PracticeBankSlug } from '../requests/practice-types';
import { useAttempt } from '../requests/get-attempt';
import { bankPages, practiceTexts } from '../data/practice-texts';
import { useClaimVisitorAttempts } from '../hooks/use-claim-visitor-attempts';
import { latestAttemptOf } from '../lib/practice-storage';
import { PracticeRunner } from './practice-runner';
import { PracticeSetup } from './practice-setup';
import { ResultsView } from './results-view';
import { ResumeCard } from './resume-card';
import { TimedRunner } from './timed-runner';
import { ATTEMPT_PARAM } from './practice-page-params';
import { PageBody } from '../../../components/page-body';

/** The setup page, with a resume card when this browser holds an attempt of the bank still in progress. */
function SetupView({ bank, onOpen, notFound, onRetryLoad }: { bank: PracticeBankSlug; onOpen: (id: string) => void; notFound: boolean; onRetryLoad?: () => void }) {
  const page = bankPages[bank];
  // localStorage is read after the first render (the server renders the page without it).
  const [resumeId, setResumeId] = useState<string | null>(null);
  useEffect(() => {
    setResumeId(latestAttemptOf(bank)?.id ?? null);
  }, [bank]);
  const candidate = useAttempt(resumeId);
  const resumable = candidate.data?.status === 'in-progress' ? candidate.data : null;

  return (
    <>
      <PageHeader title={page.title} documentTitle={page.documentTitle} lead={page.lead} />
      <PageBody>
        {notFound ? (
          <section aria-labelledby="attempt-missing-heading">
            <h2 id="attempt-missing-heading">{practiceTexts.notFound.heading}</h2>
            <p>{practiceTexts.notFound.description}</p>
          </section>
        ) : null}
        {onRetryLoad ? (
          <div>
            <p role="alert">{practiceTexts.attemptLoadFailed.message}</p>
            <Button variant="outline" onClick={onRetryLoad}>
              {practiceTexts.attemptLoadFailed.retry}
            </Button>
          </div>
        ) : null}
        {resumable ? <ResumeCard attempt={resumable} onResume={() => onOpen(resumable.id)} onDismiss={() => setResumeId(null)} /> : null}
        <PracticeSetup bank={bank} onStarted={onOpen} />
      </PageBody>
    </>
  );
}

/**
 * /exams/<bank>/practice: setup, then the runner for the attempt named in `?attempt=` (so a reload resumes
 * it from the server), then its results once submitted.
 */
export function PracticePage({ bank }: { bank: PracticeBankSlug }) {
  useClaimVisitorAttempts();
  const [searchParams, setSearchParams] = useSearchParams();
  const attemptId = searchParams.get(ATTEMPT_PARAM);
  const attempt = useAttempt(attemptId);
  const open = (id: string | null) => setSearchParams(id ? { [ATTEMPT_PARAM]: id } : {});

  if (!attemptId || attempt.isError) {
    // No such attempt (404): say so. Any other failure (the network, the server): say that, with a retry.
    const missing = Boolean(attemptId) && statusOf(attempt.error) === 404;
    const failed = attempt.isError && !missing;
    return <SetupView bank={bank} onOpen={open} notFound={missing} onRetryLoad={failed ? () => void attempt.refetch() : undefined} />;
  }
  if (attempt.isPending) {
    return (
      <PageBody aria-busy="true">
        <p>{practiceTexts.loading}</p>
        <Skeleton style={{ height: 320 }} />
      </PageBody>
    );
  }
  const data = attempt.data;
  if (data.status === 'submitted') return <ResultsView attempt={data} onPracticeAgain={() => open(null)} />;
  return data.mode === 'practice' ? <PracticeRunner key={data.id} attempt={data} /> : <TimedRunner key={data.id} attempt={data} />;
}

/** One lazy chunk for the four practice routes; each route passes its bank. */
export default PracticePage;
