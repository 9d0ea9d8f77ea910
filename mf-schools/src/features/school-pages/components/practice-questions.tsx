import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, CheckCircle, X } from '@nurseprep/shared-ui';
import type { PracticeQuestion } from '../data/school-page-types';
import { schoolPageTexts as texts } from '../data/school-page-texts';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Stem = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Option = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space.xs};
  cursor: pointer;
  input { margin-top: 4px; width: 18px; height: 18px; flex-shrink: 0; }
  &[data-state='correct'] { border: 2px solid ${({ theme }) => theme.colors.success}; }
  &[data-state='incorrect'] { border: 2px solid ${({ theme }) => theme.colors.destructive}; }
`;

const Feedback = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
  ul { margin: 0; padding-inline-start: ${({ theme }) => theme.space.lg}; }
`;

const Verdict = styled.p<{ $correct: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $correct }) => ($correct ? theme.colors.success : theme.colors.destructive)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const LETTERS = 'ABCDEFGH';

function QuestionItem({ question, number }: { question: PracticeQuestion; number: number }) {
  const name = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const isCorrect = chosen === question.answer;

  function optionState(index: number): string | undefined {
    if (!checked) return undefined;
    if (index === question.answer) return 'correct';
    if (index === chosen) return 'incorrect';
    return undefined;
  }

  return (
    <Card as="li">
      <CardContent>
        <Fieldset>
          <Stem>
            {number}. {question.stem}
          </Stem>
          {question.options.map((option, index) => (
            <Option key={option} data-state={optionState(index)}>
              <input
                type="radio"
                name={name}
                value={index}
                checked={chosen === index}
                disabled={checked}
                onChange={() => setChosen(index)}
              />
              <span>
                {LETTERS[index]}. {option}
              </span>
            </Option>
          ))}
        </Fieldset>
        <Actions>
          {checked ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setChosen(null);
                setChecked(false);
              }}
            >
              {texts.tryAgain}
            </Button>
          ) : (
            <Button size="sm" disabled={chosen === null} onClick={() => setChecked(true)}>
              {texts.checkAnswer}
            </Button>
          )}
        </Actions>
        <div aria-live="polite">
          {checked ? (
            <Feedback>
              <Verdict $correct={isCorrect}>
                {isCorrect ? <CheckCircle aria-hidden="true" size={18} /> : <X aria-hidden="true" size={18} />}
                {isCorrect ? texts.correct : texts.incorrect(LETTERS[question.answer] ?? '')}
              </Verdict>
              <p>
                <strong>{texts.rationale}:</strong> {question.rationale}
              </p>
              <ul>
                {Object.entries(question.distractors).map(([index, why]) => (
                  <li key={index}>
                    <strong>{LETTERS[Number(index)]}:</strong> {why}
                  </li>
                ))}
              </ul>
            </Feedback>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** Multiple-choice practice: choose, check, then read why the answer is right and each other option is wrong. */
export function PracticeQuestions({ questions }: { questions: readonly PracticeQuestion[] }) {
  return (
    <List>
      {questions.map((question, index) => (
        <QuestionItem key={question.id} question={question} number={index + 1} />
      ))}
    </List>
  );
}
