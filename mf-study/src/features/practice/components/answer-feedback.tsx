import styled from 'styled-components';
import { CheckCircle, X } from '@nurseprep/shared-ui';
import type { PublicQuestion, QuestionResult } from '../requests/practice-types';
import { isKeyOption, keyColumnOf } from '../lib/responses';
import { practiceTexts } from '../data/practice-texts';
import { formatScore } from '../lib/format-time';

const texts = practiceTexts.feedback;

const Verdict = styled.span<{ $tone: 'success' | 'destructive' | 'textMuted' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  svg {
    flex: none;
  }
`;

const Why = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

function OptionFeedback({ result, optionId, selected }: { result: QuestionResult; optionId: string; selected: boolean }) {
  const isKey = isKeyOption(result, optionId);
  const why = result.rationale.options?.[optionId];
  let verdict = null;
  if (isKey && selected) verdict = <Verdict $tone="success"><CheckCircle aria-hidden="true" size={16} />{texts.correctAnswer}, {texts.yourAnswer.toLowerCase()}</Verdict>;
  else if (isKey) verdict = <Verdict $tone="success"><CheckCircle aria-hidden="true" size={16} />{texts.missedOption}</Verdict>;
  else if (selected) verdict = <Verdict $tone="destructive"><X aria-hidden="true" size={16} />{texts.yourAnswer}: {texts.incorrect.toLowerCase()}</Verdict>;
  return (
    <>
      {verdict}
      {why ? <Why>{why}</Why> : null}
    </>
  );
}

const RowNotes = styled.span`
  display: grid;
  gap: 2px;
  margin-top: ${({ theme }) => theme.space.xs};
`;

function RowFeedback({ result, rowId, columns }: { result: QuestionResult; rowId: string; columns: NonNullable<PublicQuestion['columns']> }) {
  const row = result.perRow?.find((entry) => entry.id === rowId);
  const keyColumn = keyColumnOf(result, rowId);
  const columnText = (id: string | null | undefined) => columns.find((column) => column.id === id)?.text ?? texts.noAnswer;
  const why = result.rationale.rows?.[rowId];
  const right = row ? row.correct : false;
  return (
    <RowNotes>
      <Verdict $tone={right ? 'success' : 'destructive'}>
        {right ? <CheckCircle aria-hidden="true" size={16} /> : <X aria-hidden="true" size={16} />}
        {right ? texts.correct : texts.rowYours(columnText(row?.selected))}
        {right ? null : `; ${texts.rowKey(columnText(keyColumn))}`}
      </Verdict>
      {why ? <Why>{why}</Why> : null}
    </RowNotes>
  );
}

const Panel = styled.div<{ $tone: 'success' | 'destructive' | 'accent' }>`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    white-space: pre-line;
  }
`;

const VerdictLine = styled.p<{ $tone: 'success' | 'destructive' | 'accent' }>`
  && {
    margin: 0;
  }
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** "Correct" / "Incorrect" / "Partly correct: 3 of 4 rows right". */
export function verdictOf(result: QuestionResult, question: Pick<PublicQuestion, 'type' | 'rows'>): { text: string; tone: 'success' | 'destructive' | 'accent' } {
  if (result.correct) return { text: texts.correct, tone: 'success' };
  if (question.type === 'matrix' && result.score > 0) {
    const rows = question.rows?.length ?? 0;
    return { text: texts.partial(formatScore(result.score * rows), rows), tone: 'accent' };
  }
  if (result.earned > 0) return { text: texts.partialPoints(formatScore(result.earned), result.possible), tone: 'accent' };
  return { text: texts.incorrect, tone: 'destructive' };
}

function Summary({ result, question }: { result: QuestionResult; question: PublicQuestion }) {
  const verdict = verdictOf(result, question);
  return (
    <Panel $tone={verdict.tone}>
      <VerdictLine $tone={verdict.tone}>{verdict.text}</VerdictLine>
      {question.type === 'multiple' && !result.correct ? <p>{result.possible > 1 ? texts.plusMinusNote : texts.selectAllNote}</p> : null}
      <p>
        <strong>{texts.explanation}: </strong>
        {result.rationale.explanation}
      </p>
    </Panel>
  );
}

/** The marks and rationale of a graded question: per option, per matrix row, and the summary under it. */
export const AnswerFeedback = { Option: OptionFeedback, Row: RowFeedback, Summary };

