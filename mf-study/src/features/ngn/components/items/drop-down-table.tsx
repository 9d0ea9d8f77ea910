import { BlankSelect } from '../blank-select';
import type { ItemProps } from '../item-props';
import { itemTexts } from '../../data/item-texts';
import { Hint } from '../ngn-styles';
import { Rationale, SlotVerdict, rationaleOf, slotKey, slotMark } from '../part-marks';
import { matchedOf, withChoice } from '../response-values';
import { CellFeedback, FeedbackRow, Table, TableScroll } from '../table-parts';

/** Drop-down table: the two column headings, and a drop-down in each row's second cell. */
export function DropDownTable({ item, value, edit, result, locked }: ItemProps<'drop-down-table'>) {
  const choices = matchedOf(value);
  const order = item.rows.map((row) => row.id);
  const graded = Boolean(result);
  return (
    <>
      <Hint>{itemTexts.hints.dropDown}</Hint>
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
              const chosen = choices[row.id];
              const mark = slotMark(result, row.id, chosen);
              const textOf = (id: string | undefined) => row.options.find((option) => option.id === id)?.text;
              const why = rationaleOf(result, row.id);
              return [
                <tr key={row.id} data-graded={graded ? '' : undefined}>
                  <th scope="row">{row.text}</th>
                  <td>
                    <BlankSelect
                      aria-label={itemTexts.table.cell(row.text, item.columns[1])}
                      options={row.options}
                      value={chosen}
                      mark={mark}
                      disabled={locked}
                      onValueChange={(choice) => edit((current) => ({ kind: 'match', choices: withChoice(matchedOf(current), row.id, choice, order) }))}
                    />
                  </td>
                </tr>,
                result && mark ? (
                  <FeedbackRow key={`${row.id}-feedback`} columns={2}>
                    <CellFeedback>
                      <SlotVerdict mark={mark} chosen={textOf(chosen)} answer={textOf(slotKey(result, row.id)) ?? ''} />
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
