import type { ItemProps } from '../item-props';
import { MatrixTable } from '../matrix-table';
import { itemTexts } from '../../data/item-texts';
import { Hint } from '../ngn-styles';
import { matchedOf, withChoice } from '../response-values';

/** Matrix multiple choice: one column per row, as a radio group per row. */
export function MatrixSingle({ item, value, edit, result, locked }: ItemProps<'matrix-single'>) {
  const choices = matchedOf(value);
  const order = item.rows.map((row) => row.id);
  return (
    <>
      <Hint>{itemTexts.hints.matrixSingle}</Hint>
      <MatrixTable
        kind="radio"
        rows={item.rows}
        columns={item.columns}
        chosenIn={(rowId) => {
          const chosen = choices[rowId];
          return chosen === undefined ? [] : [chosen];
        }}
        onChoose={(rowId, columnId) => edit((current) => ({ kind: 'match', choices: withChoice(matchedOf(current), rowId, columnId, order) }))}
        result={result}
        locked={locked}
      />
    </>
  );
}
