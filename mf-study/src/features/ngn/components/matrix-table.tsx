import { useId } from 'react';
import styled from 'styled-components';
import { CheckCircle, X } from '@nurseprep/shared-ui';
import type { NgnItemResult } from '@nurseprep/contracts';
import { itemTexts } from '../data/item-texts';
import { MarkText, Rationale, SlotVerdict, cellMark, rationaleOf, slotKey, slotMark } from './part-marks';
import { ChoiceCell, ChoiceTarget, FeedbackRow, Table, TableScroll, CellFeedback } from './table-parts';

interface Choice {
  id: string;
  text: string;
}

export interface MatrixTableProps {
  /** One column per row (radios, a group per row) or several (checkboxes). */
  kind: 'radio' | 'checkbox';
  rows: readonly Choice[];
  columns: readonly Choice[];
  /** The columns chosen in a row. */
  chosenIn: (rowId: string) => readonly string[];
  onChoose: (rowId: string, columnId: string) => void;
  result?: NgnItemResult;
  locked: boolean;
}

const CellMarks = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const textOf = (choices: readonly Choice[], id: string | undefined) => choices.find((choice) => choice.id === id)?.text;

/** A graded row: its verdict (one column) or each marked cell (several), then the row's rationale. */
function RowFeedback({ kind, row, columns, chosen, result }: { kind: MatrixTableProps['kind']; row: Choice; columns: readonly Choice[]; chosen: readonly string[]; result: NgnItemResult }) {
  const why = rationaleOf(result, row.id);
  let verdict;
  if (kind === 'radio') {
    const mark = slotMark(result, row.id, chosen[0]) ?? 'missed';
    verdict = <SlotVerdict mark={mark} chosen={textOf(columns, chosen[0])} answer={textOf(columns, slotKey(result, row.id)) ?? ''} />;
  } else {
    verdict = (
      <CellMarks>
        {columns.map((column) => {
          const mark = cellMark(result, row.id, column.id, chosen.includes(column.id));
          return mark ? (
            <span key={column.id}>
              {column.text}: <MarkText mark={mark} />
            </span>
          ) : null;
        })}
      </CellMarks>
    );
  }
  return (
    <CellFeedback>
      {verdict}
      {why ? <Rationale>{why}</Rationale> : null}
    </CellFeedback>
  );
}

/**
 * The matrix items' table: a row per statement, a column per choice, a native radio or checkbox in each cell named
 * "row: column". Radios in a row share a name, so arrow keys move along the row; Tab moves between rows.
 */
export function MatrixTable({ kind, rows, columns, chosenIn, onChoose, result, locked }: MatrixTableProps) {
  const id = useId();
  const graded = Boolean(result);
  return (
    <TableScroll label={itemTexts.table.answerGrid} focusable={locked}>
      <Table>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.text}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((row) => {
            const chosen = chosenIn(row.id);
            return [
              <tr key={row.id} data-graded={graded ? '' : undefined}>
                <th scope="row">{row.text}</th>
                {columns.map((column) => {
                  const checked = chosen.includes(column.id);
                  const mark = cellMark(result, row.id, column.id, checked);
                  const name = itemTexts.table.cell(row.text, column.text);
                  return (
                    <ChoiceCell key={column.id}>
                      <ChoiceTarget data-mark={mark}>
                        <input
                          type={kind}
                          name={`${id}-${row.id}`}
                          value={column.id}
                          checked={checked}
                          disabled={locked}
                          aria-label={mark ? `${name}, ${itemTexts.marks[mark]}` : name}
                          onChange={() => onChoose(row.id, column.id)}
                        />
                        {mark === 'wrong' ? <X aria-hidden="true" size={16} /> : mark ? <CheckCircle aria-hidden="true" size={16} /> : null}
                      </ChoiceTarget>
                    </ChoiceCell>
                  );
                })}
              </tr>,
              result ? (
                <FeedbackRow key={`${row.id}-feedback`} columns={columns.length + 1}>
                  <RowFeedback kind={kind} row={row} columns={columns} chosen={chosen} result={result} />
                </FeedbackRow>
              ) : null,
            ];
          })}
        </tbody>
      </Table>
    </TableScroll>
  );
}
