import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader, Skeleton, statusOf } from '@nurseprep/shared-ui';
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
function SetupView({ bank, onOpen, notFound }: { bank: PracticeBankSlug; onOpen: (id: string) => void; notFound: boolean }) {
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
    return <SetupView bank={bank} onOpen={open} notFound={Boolean(attemptId) && statusOf(attempt.error) === 404} />;
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
  if (data.status === 'submitted') return <ResultsView attemptId={data.id} bank={data.bank} onPracticeAgain={() => open(null)} />;
  return data.mode === 'practice' ? <PracticeRunner key={data.id} attempt={data} /> : <TimedRunner key={data.id} attempt={data} />;
}

/** One lazy chunk for the four practice routes; each route passes its bank. */
export default PracticePage;
