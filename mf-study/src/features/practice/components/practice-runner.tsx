import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ArrowRight, Button, Container, errorMessageOf, useSeo, VisuallyHidden } from '@nurseprep/shared-ui';
import type { Attempt, PracticeResponse } from '../requests/practice-types';
import { useSaveResponse } from '../requests/save-response';
import { useSubmitAttempt } from '../requests/submit-attempt';
import { practiceTexts } from '../data/practice-texts';
import { isAnswered } from '../lib/responses';
import { useQuestionFocus } from '../hooks/use-question-focus';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { verdictOf } from './answer-feedback';
import { ProgressMeter } from './progress-meter';
import { QuestionCard } from './question-card';
import { ActionGroup, Actions, ErrorText, Hint, QuestionPanel, RunnerBar, RunnerBody, RunnerHeader, RunnerTitle, runnerSubtitle, runnerTitle, Subtitle } from './runner-layout';

const texts = practiceTexts.runner;

/**
 * Practice mode: one question at a time; "Check answer" (or Enter) grades it on the server and shows right or
 * wrong and the rationale at once; then "Next question". The first answer stands (the server refuses a second).
 */
export function PracticeRunner({ attempt }: { attempt: Attempt }) {
  const questions = attempt.questions;
  const firstOpen = questions.findIndex((question) => !attempt.responses[question.id]?.result);
  const [index, setIndex] = useState(firstOpen === -1 ? Math.max(0, questions.length - 1) : firstOpen);
  const [drafts, setDrafts] = useState<Record<string, PracticeResponse>>({});
  const [error, setError] = useState('');
  const [confirmEnd, setConfirmEnd] = useState(false);
  const save = useSaveResponse(attempt.id);
  const submit = useSubmitAttempt(attempt.id);
  const nextRef = useRef<HTMLButtonElement>(null);
  const { panelRef, moved } = useQuestionFocus<HTMLDivElement>(`${index}`);

  useSeo({ title: runnerTitle(attempt) });

  const question = questions[index];
  const state = question ? attempt.responses[question.id] : undefined;
  const result = state?.result;
  const answeredCount = questions.filter((entry) => attempt.responses[entry.id]?.result).length;
  const isLast = index === questions.length - 1;

  // After grading, focus goes to the button that moves on (the options are disabled now); on a new question,
  // to its first option, so arrow and number keys work at once.
  useEffect(() => {
    if (result) nextRef.current?.focus();
  }, [result]);

  if (!question) return null;
  const value = result ? (state?.response ?? undefined) : (drafts[question.id] ?? state?.response);

  const goNext = () => {
    setError('');
    if (isLast) {
      submit.mutate();
      return;
    }
    moved.current = true;
    setIndex(index + 1);
  };

  const check = () => {
    if (result) {
      goNext();
      return;
    }
    if (!value || !isAnswered(question, value)) {
      setError(texts.chooseFirst);
      return;
    }
    setError('');
    save.mutate({ questionId: question.id, response: value }, { onError: (saveError) => setError(errorMessageOf(saveError) ?? texts.saveFailed) });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    check();
  };

  const title = runnerTitle(attempt);
  const subtitle = runnerSubtitle(attempt, 0);
  const verdict = result ? verdictOf(result, question) : null;
  return (
    <>
      <RunnerHeader>
        <Container>
          <RunnerBar>
            <div>
              <RunnerTitle>{title}</RunnerTitle>
              {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
            </div>
          </RunnerBar>
          <ProgressMeter answered={answeredCount} total={questions.length} />
        </Container>
      </RunnerHeader>
      <RunnerBody>
        <form onSubmit={onSubmit} noValidate>
          <QuestionPanel ref={panelRef}>
            <QuestionCard
              key={question.id}
              question={question}
              value={value}
              result={result}
              label={texts.questionOf(index + 1, questions.length)}
              onValueChange={(response) => {
                setError('');
                setDrafts((current) => ({ ...current, [question.id]: response }));
              }}
              onEnter={check}
            />
            <VisuallyHidden role="status">{verdict ? verdict.text : ''}</VisuallyHidden>
            {error ? <ErrorText role="alert">{error}</ErrorText> : null}
            <Actions>
              <Button type="button" variant="ghost" onClick={() => setConfirmEnd(true)}>
                {texts.endEarly}
              </Button>
              <ActionGroup>
                {result ? (
                  <Button ref={nextRef} type="submit" disabled={submit.isPending}>
                    {isLast ? texts.finish : texts.next}
                    <ArrowRight aria-hidden="true" />
                  </Button>
                ) : (
                  <Button type="submit" disabled={save.isPending}>
                    {save.isPending ? texts.checking : texts.check}
                  </Button>
                )}
              </ActionGroup>
            </Actions>
            {submit.isError ? <ErrorText role="alert">{texts.saveFailed}</ErrorText> : null}
            <Hint>{texts.keyboardHint}</Hint>
          </QuestionPanel>
        </form>
        <ConfirmDialog
          open={confirmEnd}
          title={practiceTexts.confirm.endPracticeTitle}
          description={practiceTexts.confirm.endPracticeDescription(questions.length - answeredCount)}
          confirmLabel={texts.finish}
          cancelLabel={practiceTexts.confirm.cancel}
          busy={submit.isPending}
          onCancel={() => setConfirmEnd(false)}
          onConfirm={() => {
            setConfirmEnd(false);
            submit.mutate();
          }}
        />
      </RunnerBody>
    </>
  );
}
