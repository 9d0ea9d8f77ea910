import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { findPracticeBank, sectionQuizSeconds, teasSections, timedSetSeconds, type PracticeBank } from '@nurseprep/contracts/practice-banks';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, errorMessageOf, useCurrentUser } from '@nurseprep/shared-ui';
import type { PracticeBankSlug, PracticeMode } from '../requests/practice-types';
import { useBanks } from '../requests/get-banks';
import { useCreateAttempt } from '../requests/create-attempt';
import { bankPages, modeChoices, practiceTexts, questionCountChoices } from '../data/practice-texts';
import { spokenDuration } from '../lib/format-time';
import { forgetSeen, rememberSeen, seenQuestions } from '../lib/practice-storage';

const texts = practiceTexts.setup;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Choices = styled.div<{ $columns?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $columns = 1 }) => $columns}, minmax(0, 1fr));
  }
`;

const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const ChoiceText = styled.span`
  display: grid;
  gap: 2px;
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Summary = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.destructive};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

function timeOnClock(bank: PracticeBank, mode: PracticeMode, section: string, count: number): string {
  if (mode === 'practice') return texts.untimed;
  if (mode === 'full-simulation') return texts.simulationTime;
  const seconds = mode === 'section-quiz' ? sectionQuizSeconds(section, count) : timedSetSeconds(bank.bank, count);
  return texts.timeAllowed(count, spokenDuration(seconds));
}

/**
 * The setup form: mode, the TEAS section for a section quiz, categories (all by default), the number of
 * questions (bounded by what the server holds), and what the clock will allow. Starting remembers the attempt
 * in this browser; a visitor sends the questions already seen so practice does not repeat them.
 */
export function PracticeSetup({ bank: bankSlug, onStarted }: { bank: PracticeBankSlug; onStarted: (attemptId: string) => void }) {
  const bank = findPracticeBank(bankSlug)!;
  const banks = useBanks();
  const user = useCurrentUser();
  const create = useCreateAttempt();
  const available = banks.data?.find((entry) => entry.bank === bankSlug)?.categories;
  const [mode, setMode] = useState<PracticeMode>('practice');
  const [section, setSection] = useState<string>(teasSections[0]!.category);
  const [categories, setCategories] = useState<string[]>(bank.categories.map((category) => category.slug));
  const [count, setCount] = useState<number>(questionCountChoices[0]);
  const [error, setError] = useState('');

  const countOf = (slug: string) => available?.find((category) => category.slug === slug)?.count;
  const pool =
    mode === 'section-quiz'
      ? Math.min(countOf(section) ?? Infinity, teasSections.find((entry) => entry.category === section)?.questions ?? Infinity)
      : available
        ? categories.reduce((sum, slug) => sum + (countOf(slug) ?? 0), 0)
        : Infinity;
  // 10, 20, 30 where the server holds that many; fewer than 30 left adds "all of them".
  const counts: number[] = questionCountChoices.filter((choice) => choice <= pool);
  if (Number.isFinite(pool) && pool > 0 && pool < Math.max(...questionCountChoices) && !counts.includes(pool)) counts.push(pool);
  const chosenCount = counts.includes(count) ? count : (counts.at(-1) ?? count);
  const usesCategories = mode === 'practice' || mode === 'timed-set';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (usesCategories && categories.length === 0) {
      setError(texts.noCategory);
      return;
    }
    setError('');
    const exclude = user.data || mode === 'full-simulation' ? undefined : seenQuestions(bankSlug);
    create.mutate(
      {
        bank: bankSlug,
        mode,
        ...(usesCategories ? { categories, count: chosenCount } : {}),
        ...(mode === 'section-quiz' ? { section, count: chosenCount } : {}),
        ...(exclude?.length ? { exclude } : {}),
      },
      {
        onSuccess: ({ attempt }) => {
          const ids = attempt.questions.map((question) => question.id);
          // The server started over: every question had been seen, so the list starts again too.
          if (exclude?.length && ids.some((id) => exclude.includes(id))) forgetSeen(bankSlug);
          if (!user.data) rememberSeen(bankSlug, ids);
          onStarted(attempt.id);
        },
        onError: (createError) => setError(errorMessageOf(createError) ?? texts.failed),
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="setup-heading">
      <CardHeader>
        <CardTitle as="h2" id="setup-heading">
          {texts.heading}
        </CardTitle>
        <CardDescription>{bankPages[bankSlug].timingNote}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form onSubmit={onSubmit} noValidate>
          <Group>
            <legend>{texts.modeLegend}</legend>
            <Choices $columns={bank.modes.length}>
              {bank.modes.map((entry) => (
                <Choice key={entry}>
                  <input type="radio" name="mode" value={entry} checked={mode === entry} onChange={() => setMode(entry)} />
                  <ChoiceText>
                    <strong>{modeChoices[entry].label}</strong>
                    <small>{modeChoices[entry].description}</small>
                  </ChoiceText>
                </Choice>
              ))}
            </Choices>
          </Group>

          {mode === 'section-quiz' ? (
            <Group>
              <legend>{texts.sectionLegend}</legend>
              <Choices $columns={2}>
                {teasSections.map((entry) => (
                  <Choice key={entry.category}>
                    <input type="radio" name="section" value={entry.category} checked={section === entry.category} onChange={() => setSection(entry.category)} />
                    <ChoiceText>
                      <strong>{bank.categories.find((category) => category.slug === entry.category)?.label}</strong>
                      <small>{texts.sectionDetail(entry.questions, entry.minutes)}</small>
                    </ChoiceText>
                  </Choice>
                ))}
              </Choices>
            </Group>
          ) : null}

          {usesCategories ? (
            <Group>
              <legend>{texts.categoriesLegend}</legend>
              <Hint>{texts.categoriesHint}</Hint>
              <Choices $columns={2}>
                {bank.categories.map((category) => {
                  const total = countOf(category.slug);
                  return (
                    <Choice key={category.slug}>
                      <input
                        type="checkbox"
                        name="categories"
                        value={category.slug}
                        checked={categories.includes(category.slug)}
                        disabled={total === 0}
                        onChange={(event) =>
                          setCategories((current) =>
                            event.target.checked ? [...current, category.slug] : current.filter((slug) => slug !== category.slug),
                          )
                        }
                      />
                      <ChoiceText>
                        <strong>{category.label}</strong>
                        {total !== undefined ? <small>{texts.categoryCount(total)}</small> : null}
                      </ChoiceText>
                    </Choice>
                  );
                })}
              </Choices>
            </Group>
          ) : null}

          {mode !== 'full-simulation' && counts.length ? (
            <Group>
              <legend>{texts.countLegend}</legend>
              <Choices $columns={counts.length}>
                {counts.map((choice) => (
                  <Choice key={choice}>
                    <input type="radio" name="count" value={choice} checked={chosenCount === choice} onChange={() => setCount(choice)} />
                    <ChoiceText>
                      <strong>{texts.countOption(choice)}</strong>
                    </ChoiceText>
                  </Choice>
                ))}
              </Choices>
            </Group>
          ) : null}

          <Summary>{timeOnClock(bank, mode, section, chosenCount)}</Summary>
          {error ? <ErrorText role="alert">{error}</ErrorText> : null}
          <div>
            <Button type="submit" size="lg" disabled={create.isPending}>
              {create.isPending ? texts.starting : texts.start}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
