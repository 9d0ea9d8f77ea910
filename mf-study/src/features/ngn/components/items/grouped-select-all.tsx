import { useId } from 'react';
import type { ItemProps } from '../item-props';
import { itemTexts } from '../../data/item-texts';
import { Hint } from '../ngn-styles';
import { OptionList } from '../option-list';
import { selectedOf, toggled } from '../response-values';
import { Table, TableScroll } from '../table-parts';

/** Multiple response grouping: a table with a row per group, and that group's options as checkboxes. */
export function GroupedSelectAll({ item, value, edit, result, locked }: ItemProps<'grouped-select-all'>) {
  const id = useId();
  const order = item.groups.flatMap((group) => group.options.map((option) => option.id));
  const selected = selectedOf(value);
  return (
    <>
      <Hint>{itemTexts.hints.groupedSelectAll}</Hint>
      <TableScroll label={itemTexts.table.answerGrid} focusable={locked}>
        <Table>
          <thead>
            <tr>
              <th scope="col">{itemTexts.table.group}</th>
              <th scope="col">{itemTexts.table.groupChoices}</th>
            </tr>
          </thead>
          <tbody>
            {item.groups.map((group) => (
              <tr key={group.id}>
                <th scope="row" id={`${id}-${group.id}`}>
                  {group.text}
                </th>
                <td>
                  <div role="group" aria-labelledby={`${id}-${group.id}`}>
                    <OptionList
                      kind="checkbox"
                      name={`${id}-${group.id}`}
                      options={group.options}
                      selected={selected}
                      result={result}
                      locked={locked}
                      onToggle={(optionId) => edit((current) => ({ kind: 'select', selected: toggled(selectedOf(current), optionId, order) }))}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </>
  );
}
