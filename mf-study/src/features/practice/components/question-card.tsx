import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { optionLetter } from '@nurseprep/shared-ui';
import type { PracticeResponse, PublicQuestion, QuestionResult } from '../requests/practice-types';
import { practiceTexts } from '../data/practice-texts';
import { choose, isKeyOption, keyColumnOf, matrixAnswers, selectedOptions } from '../lib/responses';
import { AnswerFeedback } from './answer-feedback';
import { QuestionFieldset, QuestionLabel, QuestionStem } from '../../../components/question-frame';

const texts = practiceTexts.runner;

export interface QuestionCardProps {
  question: PublicQuestion;
  /** The answer shown (controlled). */
  value: PracticeResponse | null | undefined;
  onValueChange?: (response: PracticeResponse) => void;
  /** Once graded: marks per option or row, and the rationale. The inputs no longer change. */
  result?: QuestionResult;
  /** Shown above the question: "Question 3 of 10". */
  label: string;
  /** Enter on an option (the runner checks the answer or moves on). */
  onEnter?: () => void;
  headingLevel?: 'h2' | 'h3';
}

const Context = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  white-space: pre-line;
`;

const Options = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type Mark = 'correct' | 'wrong' | 'missed' | 'none';

const markBorders = {
  correct: 'success',
  wrong: 'destructive',
  missed: 'success',
  none: 'border',
} as const satisfies Record<Mark, string>;

const Option = styled.label<{ $mark: Mark; $checked: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 2px solid ${({ theme, $mark }) => theme.colors[markBorders[$mark]]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.surfaceAlt : theme.colors.background)};
  cursor: pointer;
  ${({ $mark }) =>
    $mark === 'missed' &&
    css`
      border-style: dashed;
    `}
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: default;
  }
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Letter = styled.span`
  flex: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const OptionBody = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const TableWrap = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Matrix = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  td {
    text-align: center;
    width: 3.75rem;
    ${({ theme }) => theme.media.md} {
      width: 7rem;
    }
  }
  tbody th {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  tr.graded th,
  tr.graded td {
    border-bottom: 0;
  }
  tr.feedback td {
    width: auto;
    padding-top: 0;
    text-align: left;
  }
  td label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  /* After grading: the chosen cell and the key's cell, outlined as the options are. */
  td[data-mark] label {
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  td[data-mark='correct'] label {
    border-color: ${({ theme }) => theme.colors.success};
  }
  td[data-mark='wrong'] label {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
  td[data-mark='missed'] label {
    border: 2px dashed ${({ theme }) => theme.colors.success};
  }
`;

/** A matrix cell's mark after grading: chosen and right, chosen and wrong, or the key not chosen. */
function cellMark(result: QuestionResult | undefined, rowId: string, columnId: string, chosen: boolean): Mark | undefined {
  if (!result) return undefined;
  if (keyColumnOf(result, rowId) === columnId) return chosen ? 'correct' : 'missed';
  return chosen ? 'wrong' : undefined;
}

function optionMark(result: QuestionResult | undefined, optionId: string, selected: boolean): Mark {
  if (!result) return 'none';
  if (isKeyOption(result, optionId)) return selected ? 'correct' : 'missed';
  return selected ? 'wrong' : 'none';
}

/**
 * One question: its case or passage, the stem as the group's legend, and the options as a native radio group
 * (single), checkboxes (select all that apply) or a table of radio groups, one per row (matrix). Keys: arrows
 * move within a radio group (native), 1-6 choose option N (in a matrix: column N of the focused row), Enter
 * calls onEnter. With a result it shows the marks and the rationale and no longer changes.
 */
export function QuestionCard({ question, value, onValueChange, result, label, onEnter, headingLevel = 'h2' }: QuestionCardProps) {
  const id = useId();
  const graded = Boolean(result);
  const selected = selectedOptions(value);
  const rows = matrixAnswers(value);

  // Two choices in quick succession (matrix rows) must build on each other, not on the same render's value.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);

  const pick = (optionId: string, rowId?: string) => {
    if (graded || !onValueChange) return;
    const next = choose(question, latest.current ?? undefined, optionId, rowId);
    latest.current = next;
    onValueChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target instanceof HTMLInputElement) {
      event.preventDefault();
      onEnter?.();
      return;
    }
    if (!/^[1-6]$/.test(event.key)) return;
    const index = Number(event.key) - 1;
    if (question.type === 'matrix') {
      const rowId = target.closest('tr')?.dataset.row;
      const column = question.columns?.[index];
      if (!rowId || !column) return;
      event.preventDefault();
      pick(column.id, rowId);
      event.currentTarget.querySelector<HTMLInputElement>(`tr[data-row="${rowId}"] input[value="${column.id}"]`)?.focus();
      return;
    }
    const option = question.options?.[index];
    if (!option) return;
    event.preventDefault();
    pick(option.id);
    event.currentTarget.querySelector<HTMLInputElement>(`input[value="${option.id}"]`)?.focus();
  };

  const Heading = headingLevel;
  return (
    <div data-question={question.id}>
      <QuestionLabel as={Heading}>{label}</QuestionLabel>
      {question.context ? <Context>{question.context}</Context> : null}
      <QuestionFieldset onKeyDown={onKeyDown} aria-describedby={question.type === 'single' ? undefined : `${id}-hint`}>
        <QuestionStem>{question.stem}</QuestionStem>
        {question.type === 'matrix' ? (
          <>
            <Hint id={`${id}-hint`}>{texts.matrixCaption}</Hint>
            <TableWrap tabIndex={0} role="group" aria-label={texts.matrixRegion}>
              <Matrix>
                <thead>
                  <tr>
                    <td />
                    {(question.columns ?? []).map((column) => (
                      <th key={column.id} scope="col">
                        {column.text}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {(question.rows ?? []).flatMap((row) => [
                    <tr key={row.id} data-row={row.id} className={result ? 'graded' : undefined}>
                      <th scope="row" id={`${id}-${row.id}`}>
                        {row.text}
                      </th>
                      {(question.columns ?? []).map((column) => (
                        <td key={column.id} data-mark={cellMark(result, row.id, column.id, rows[row.id] === column.id)}>
                          <label>
                            <input
                              type="radio"
                              name={`${id}-${row.id}`}
                              value={column.id}
                              checked={rows[row.id] === column.id}
                              disabled={graded}
                              aria-label={`${row.text}: ${column.text}`}
                              onChange={() => pick(column.id, row.id)}
                            />
                          </label>
                        </td>
                      ))}
                    </tr>,
                    // The row's verdict and rationale span the whole table instead of squeezing the statement's column.
                    result ? (
                      <tr key={`${row.id}-feedback`} className="feedback">
                        <td colSpan={(question.columns?.length ?? 0) + 1}>
                          <AnswerFeedback.Row result={result} rowId={row.id} columns={question.columns ?? []} />
                        </td>
                      </tr>
                    ) : null,
                  ])}
                </tbody>
              </Matrix>
            </TableWrap>
          </>
        ) : (
          <>
            {question.type === 'multiple' ? <Hint id={`${id}-hint`}>{texts.selectAll}</Hint> : null}
            <Options>
              {(question.options ?? []).map((option, index) => {
                const checked = selected.includes(option.id);
                return (
                  <li key={option.id}>
                    <Option $mark={optionMark(result, option.id, checked)} $checked={checked}>
                      <input
                        type={question.type === 'single' ? 'radio' : 'checkbox'}
                        name={id}
                        value={option.id}
                        checked={checked}
                        disabled={graded}
                        onChange={() => pick(option.id)}
                      />
                      <OptionBody>
                        <span>
                          <Letter>{optionLetter(index)}.</Letter> {option.text}
                        </span>
                        {result ? <AnswerFeedback.Option result={result} optionId={option.id} selected={checked} /> : null}
                      </OptionBody>
                    </Option>
                  </li>
                );
              })}
            </Options>
          </>
        )}
      </QuestionFieldset>
      {result ? <AnswerFeedback.Summary result={result} question={question} /> : null}
    </div>
  );
}
