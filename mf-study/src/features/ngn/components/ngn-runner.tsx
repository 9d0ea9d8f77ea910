import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { NgnResponse } from '@nurseprep/contracts/ngn-content';
import type { NgnSession } from '@nurseprep/contracts/ngn';
import { Button, Card, CardContent, VisuallyHidden, errorMessageOf, statusOf } from '@nurseprep/shared-ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCountdown } from '../../practice';
import { ngnTexts } from '../data/ngn-texts';
import { useAnswerNgnItem, useFinishNgnSession } from '../requests/ngn-requests';
import { ChartView } from './chart-view';
import { NgnItemView } from './ngn-item-view';

const texts = ngnTexts.runner;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Clock = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
  }
  > * {
    min-width: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Notice = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.destructive};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function formatClock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The adaptive exam's clock; at zero it asks the server, which ends the exam by the run-out-of-time rule. */
function ExamClock({ endsAt, onTimeUp }: { endsAt: string; onTimeUp: () => void }) {
  // The browser's clock: the server enforces the limit itself whatever this shows.
  const [readAt] = useState(() => new Date().toISOString());
  const { remaining, announcement } = useCountdown(endsAt, readAt, onTimeUp);
  if (remaining === null) return null;
  return (
    <Clock>
      {texts.timeLeft}: <span>{formatClock(Math.max(0, remaining))}</span>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Clock>
  );
}

/**
 * One session as it goes: the current item beside its chart. A case study or item set shows each item's result
 * after its answer; the adaptive exam moves straight on to the item the server chose, with no feedback until
 * it ends.
 */
export function NgnRunner({ session, onRefresh }: { session: NgnSession; onRefresh: () => void }) {
  const adaptive = session.mode === 'adaptive';
  const firstOpen = session.items.findIndex((entry) => !(entry.item.id in session.answers));
  const [index, setIndex] = useState(firstOpen >= 0 ? firstOpen : session.items.length - 1);
  const [draft, setDraft] = useState<NgnResponse | null>(null);
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const answer = useAnswerNgnItem(session.id);
  const finish = useFinishNgnSession(session.id);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The adaptive exam always shows its one open item.
  const shownIndex = adaptive ? Math.max(0, session.items.length - 1) : index;
  const entry = session.items[shownIndex];
  useEffect(() => {
    setDraft(null);
    setMissing(false);
    headingRef.current?.focus();
  }, [entry?.item.id]);
  if (!entry) return null;

  const answered = session.answers[entry.item.id];
  const result = answered?.result;
  const label = adaptive ? texts.adaptiveItem(entry.position + 1) : texts.itemOf(shownIndex + 1, session.total ?? session.items.length);
  const isLast = shownIndex === session.items.length - 1;

  const submit = () => {
    if (!draft) {
      setMissing(true);
      return;
    }
    answer.mutate({ itemId: entry.item.id, response: draft });
  };

  return (
    <>
      <Bar>
        <h1 ref={headingRef} tabIndex={-1}>
          {session.title}
        </h1>
        {adaptive && session.endsAt ? <ExamClock endsAt={session.endsAt} onTimeUp={onRefresh} /> : null}
      </Bar>
      {entry.caseStudy ? <p>{texts.caseLabel(entry.caseStudy.title, entry.caseStudy.index)}</p> : null}
      <Layout>
        {entry.chart.length > 0 || entry.scenario ? <ChartView chart={entry.chart} scenario={entry.scenario} /> : <div />}
        <Card>
          <CardContent>
            <NgnItemView
              key={entry.item.id}
              item={entry.item}
              label={label}
              value={answered?.response ?? draft}
              onValueChange={answered ? undefined : (value) => {
                setDraft(value);
                setMissing(false);
              }}
              result={result}
            />
            {missing ? <Notice role="alert">{texts.noAnswer}</Notice> : null}
            {answer.isError ? (
              <Notice role="alert">{statusOf(answer.error) === 409 ? errorMessageOf(answer.error) : texts.failed}</Notice>
            ) : null}
            <Actions>
              {!answered ? (
                <Button onClick={submit} disabled={answer.isPending}>
                  {answer.isPending ? texts.saving : texts.submit}
                </Button>
              ) : session.status === 'finished' && isLast ? (
                <Button onClick={onRefresh}>{texts.seeResults}</Button>
              ) : !isLast ? (
                <Button onClick={() => setIndex(shownIndex + 1)}>{texts.next}</Button>
              ) : null}
              <Button variant="outline" onClick={() => setConfirming(true)}>
                {adaptive ? texts.endExam : texts.endSession}
              </Button>
            </Actions>
          </CardContent>
        </Card>
      </Layout>
      <ConfirmDialog
        open={confirming}
        title={adaptive ? texts.endExam : texts.endSession}
        description={adaptive ? texts.confirmEnd : texts.confirmEndSession}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        busy={finish.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => finish.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}
