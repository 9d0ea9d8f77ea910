import { HighlightToggle } from '../highlight-toggle';
import type { ItemProps } from '../item-props';
import { itemTexts } from '../../data/item-texts';
import { Hint } from '../ngn-styles';
import { MarkText, Rationale, choiceMark, rationaleOf } from '../part-marks';
import { selectedOf, toggled } from '../response-values';
import { CellFeedback, FeedbackRow, Table, TableScroll } from '../table-parts';

/** Highlight table: each row's second cell is a toggle button; the first names the row. */
export function HighlightTable({ item, value, edit, result, locked }: ItemProps<'highlight-table'>) {
  const selected = selectedOf(value);
  const order = item.rows.map((row) => row.id);
  const graded = Boolean(result);
  return (
    <>
      <Hint>{itemTexts.hints.highlightTable}</Hint>
      <TableScroll label={itemTexts.table.answerGrid} focusable={locked}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{item.columns[0]}</th>
              <th scope="col">{item.columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {item.rows.flatMap((row) => {
              const pressed = selected.includes(row.id);
              const mark = choiceMark(result, row.id, pressed);
              const why = rationaleOf(result, row.id);
              return [
                <tr key={row.id} data-graded={graded ? '' : undefined}>
                  <th scope="row">{row.label}</th>
                  <td>
                    <HighlightToggle
                      layout="cell"
                      pressed={pressed}
                      mark={mark}
                      disabled={locked}
                      aria-label={itemTexts.table.cell(row.label, row.text)}
                      onClick={() => edit((current) => ({ kind: 'select', selected: toggled(selectedOf(current), row.id, order) }))}
                    >
                      {row.text}
                    </HighlightToggle>
                  </td>
                </tr>,
                result ? (
                  <FeedbackRow key={`${row.id}-feedback`} columns={2}>
                    <CellFeedback>
                      {mark ? <MarkText mark={mark} /> : null}
                      {why ? <Rationale>{why}</Rationale> : null}
                    </CellFeedback>
                  </FeedbackRow>
                ) : null,
              ];
            })}
          </tbody>
        </Table>
      </TableScroll>
    </>
  );
}
