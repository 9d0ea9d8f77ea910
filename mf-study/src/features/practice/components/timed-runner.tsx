import { useState, type FormEvent } from 'react';
import { ArrowLeft, ArrowRight, Button, Container, statusOf, useSeo } from '@nurseprep/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import type { Attempt, PracticeResponse, ResponseState } from '../requests/practice-types';
import { attemptQueryKey } from '../requests/get-attempt';
import { useNextSection } from '../requests/next-section';
import { useSaveResponse } from '../requests/save-response';
import { useSubmitAttempt } from '../requests/submit-attempt';
import { practiceTexts } from '../data/practice-texts';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { isAnswered } from '../lib/responses';
import { useQuestionFocus } from '../hooks/use-question-focus';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FlagIcon } from './flag-icon';
import { ProgressMeter } from './progress-meter';
import { QuestionCard } from './question-card';
import { QuestionNavigator } from './question-navigator';
import { ActionGroup, Actions, ErrorText, Hint, QuestionPanel, RunnerBar, RunnerBody, RunnerGrid, RunnerHeader, RunnerTitle, runnerSubtitle, runnerTitle, Subtitle } from './runner-layout';
import { SectionTimer } from './section-timer';

const texts = practiceTexts.runner;

/**
 * Section quiz, timed set and the full TEAS simulation: a visible clock per section, answers saved as they
 * change (no rationale until the end), flags, a navigator within the section, 'Next section' (the simulation:
 * a section once left is closed) and 'Submit test', both confirmed; time up moves on or submits by itself
 * (the server enforces the same limit). Leaving the page asks first; a reload resumes from the server.
 */
export function TimedRunner({ attempt }: { attempt: Attempt }) {
  const queryClient = useQueryClient();
  const sectionIndex = attempt.currentSection;
  const section = attempt.sections[sectionIndex];
  const sectionQuestions = (section?.questionIds ?? []).flatMap((id) => attempt.questions.filter((question) => question.id === id));
  const firstOpen = sectionQuestions.findIndex((question) => !isAnswered(question, attempt.responses[question.id]?.response));
  const [index, setIndex] = useState(Math.max(0, firstOpen));
  const [confirm, setConfirm] = useState<'submit' | 'next-section' | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const save = useSaveResponse(attempt.id);
  const submit = useSubmitAttempt(attempt.id);
  const nextSection = useNextSection(attempt.id);
  const guard = useLeaveGuard(attempt.status === 'in-progress');
  const { panelRef, moved } = useQuestionFocus<HTMLDivElement>(`${sectionIndex}:${index}`);

  useSeo({ title: runnerTitle(attempt) });

  // A new section starts at its first question.
  const [shownSection, setShownSection] = useState(sectionIndex);
  if (shownSection !== sectionIndex) {
    setShownSection(sectionIndex);
    setIndex(0);
  }

  // What the person just chose shows at once: the cache's own update reaches the page a tick later, and a
  // controlled radio would spring back until then.
  const [recent, setRecent] = useState<Record<string, ResponseState>>({});
  const responses = { ...attempt.responses, ...recent };

  const question = sectionQuestions[index];
  if (!section || !question) return null;
  const isLastSection = sectionIndex === attempt.sections.length - 1;
  const isLastQuestion = index === sectionQuestions.length - 1;
  const state = responses[question.id];
  const answered = sectionQuestions.filter((entry) => isAnswered(entry, responses[entry.id]?.response)).length;
  const flagged = sectionQuestions.filter((entry) => responses[entry.id]?.flagged).length;
  const change = (next: ResponseState) => setRecent((current) => ({ ...current, [question.id]: next }));

  const onSaveError = (saveError: Error) => {
    if (statusOf(saveError) === 409) {
      // The server closed the section (time up): read the attempt again, which moves on or shows results.
      void queryClient.invalidateQueries({ queryKey: attemptQueryKey(attempt.id) });
      return;
    }
    setError(texts.saveFailed);
  };

  const answer = (response: PracticeResponse) => {
    setError('');
    // An emptied select-all item is unanswered again, here and on the server (the answer is taken back).
    if (response.kind === 'choice' && response.selected.length === 0) {
      change({ flagged: Boolean(state?.flagged) });
      queryClient.setQueryData<Attempt>(attemptQueryKey(attempt.id), (current) =>
        current ? { ...current, responses: { ...current.responses, [question.id]: { flagged: Boolean(state?.flagged) } } } : current,
      );
      save.save({ questionId: question.id, response: null }, { onError: onSaveError });
      return;
    }
    change({ ...state, flagged: Boolean(state?.flagged), response });
    save.save({ questionId: question.id, response }, { onError: onSaveError });
  };

  const goTo = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isLastQuestion) goTo(index + 1);
    else setConfirm(isLastSection ? 'submit' : 'next-section');
  };

  const onTimeUp = () => {
    setNotice(texts.timeUp(section.label));
    setConfirm(null);
    if (isLastSection) submit.mutate();
    else nextSection.mutate();
  };

  const multiSection = attempt.sections.length > 1;
  const subtitle = multiSection ? texts.sectionOf(sectionIndex + 1, attempt.sections.length, section.label) : runnerSubtitle(attempt, sectionIndex);
  return (
    <>
      <RunnerHeader>
        <Container>
          <RunnerBar>
            <div>
              <RunnerTitle>{runnerTitle(attempt)}</RunnerTitle>
              {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
            </div>
          </RunnerBar>
          <ProgressMeter answered={answered} total={sectionQuestions.length} />
        </Container>
      </RunnerHeader>
      <RunnerBody>
        {notice ? <ErrorText role="alert">{notice}</ErrorText> : null}
        <RunnerGrid $withAside>
          <form onSubmit={onSubmit} noValidate>
            <QuestionPanel ref={panelRef}>
              <QuestionCard
                key={question.id}
                question={question}
                value={state?.response}
                label={texts.questionOf(index + 1, sectionQuestions.length)}
                onValueChange={answer}
                onEnter={() => (isLastQuestion ? setConfirm(isLastSection ? 'submit' : 'next-section') : goTo(index + 1))}
              />
              {error ? <ErrorText role="alert">{error}</ErrorText> : null}
              <Actions>
                <ActionGroup>
                  <Button type="button" variant="outline" disabled={index === 0} onClick={() => goTo(index - 1)}>
                    <ArrowLeft aria-hidden="true" />
                    {texts.previous}
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    aria-pressed={Boolean(state?.flagged)}
                    onClick={() => {
                      change({ ...state, flagged: !state?.flagged });
                      save.save({ questionId: question.id, flagged: !state?.flagged }, { onError: onSaveError });
                    }}
                  >
                    <FlagIcon />
                    {texts.flag}
                  </Button>
                </ActionGroup>
                <ActionGroup>
                  {isLastQuestion ? null : (
                    <Button type="submit">
                      {texts.next}
                      <ArrowRight aria-hidden="true" />
                    </Button>
                  )}
                  <Button
                    type="button"
                    variant={isLastQuestion ? 'primary' : 'secondary'}
                    onClick={() => setConfirm(isLastSection ? 'submit' : 'next-section')}
                  >
                    {isLastSection ? texts.submit : texts.nextSection}
                  </Button>
                </ActionGroup>
              </Actions>
              {submit.isError || nextSection.isError ? <ErrorText role="alert">{texts.saveFailed}</ErrorText> : null}
              <Hint>{texts.keyboardHint}</Hint>
            </QuestionPanel>
          </form>
          <QuestionNavigator questions={sectionQuestions} responses={responses} current={index} onSelect={goTo}>
            {/* In the sticky navigator on wide screens; pinned to the corner of the screen on smaller ones. */}
            <SectionTimer key={`${sectionIndex}-${section.endsAt}`} sectionLabel={section.label} endsAt={section.endsAt} serverNow={attempt.serverNow} onTimeUp={onTimeUp} />
          </QuestionNavigator>
        </RunnerGrid>
        <ConfirmDialog
          open={confirm === 'submit'}
          title={practiceTexts.confirm.submitTitle}
          description={practiceTexts.confirm.submitDescription(sectionQuestions.length - answered, flagged)}
          confirmLabel={texts.submit}
          cancelLabel={practiceTexts.confirm.cancel}
          busy={submit.isPending}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            submit.mutate();
          }}
        />
        <ConfirmDialog
          open={confirm === 'next-section'}
          title={practiceTexts.confirm.nextSectionTitle}
          description={practiceTexts.confirm.nextSectionDescription(section.label, sectionQuestions.length - answered)}
          confirmLabel={texts.nextSection}
          cancelLabel={practiceTexts.confirm.cancel}
          busy={nextSection.isPending}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null);
            moved.current = true;
            nextSection.mutate();
          }}
        />
        <ConfirmDialog
          open={guard.pendingHref !== null}
          title={practiceTexts.confirm.leaveTitle}
          description={practiceTexts.confirm.leaveDescription}
          confirmLabel={practiceTexts.confirm.leave}
          cancelLabel={practiceTexts.confirm.stay}
          onCancel={guard.stay}
          onConfirm={guard.leave}
        />
      </RunnerBody>
    </>
  );
}
