import type { ItemProps } from '../item-props';
import { MatrixTable } from '../matrix-table';
import { itemTexts } from '../../data/item-texts';
import { Hint } from '../ngn-styles';
import { matchedManyOf, toggled, withChoice } from '../response-values';

/** Matrix multiple response: one or more columns per row, as checkboxes. */
export function MatrixMultiple({ item, value, edit, result, locked }: ItemProps<'matrix-multiple'>) {
  const choices = matchedManyOf(value);
  const rowOrder = item.rows.map((row) => row.id);
  const columnOrder = item.columns.map((column) => column.id);
  return (
    <>
      <Hint>{itemTexts.hints.matrixMultiple}</Hint>
      <MatrixTable
        kind="checkbox"
        rows={item.rows}
        columns={item.columns}
        chosenIn={(rowId) => choices[rowId] ?? []}
        onChoose={(rowId, columnId) =>
          edit((current) => {
            const all = matchedManyOf(current);
            const row = toggled(all[rowId] ?? [], columnId, columnOrder);
            // A row with nothing ticked leaves the answer rather than staying as an empty list.
            return { kind: 'match-many', choices: withChoice(all, rowId, row.length > 0 ? row : undefined, rowOrder) };
          })
        }
        result={result}
        locked={locked}
      />
    </>
  );
}
