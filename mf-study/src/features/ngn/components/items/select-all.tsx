import { useId } from 'react';
import type { ItemProps } from '../item-props';
import { itemTexts } from '../../data/item-texts';
import { Hint } from '../ngn-styles';
import { OptionList } from '../option-list';
import { selectedOf, toggled } from '../response-values';

/** Every option that applies, as checkboxes. */
export function SelectAll({ item, value, edit, result, locked }: ItemProps<'select-all'>) {
  const name = useId();
  const order = item.options.map((option) => option.id);
  return (
    <>
      <Hint>{itemTexts.hints.selectAll}</Hint>
      <OptionList
        kind="checkbox"
        name={name}
        options={item.options}
        selected={selectedOf(value)}
        result={result}
        locked={locked}
        onToggle={(id) => edit((current) => ({ kind: 'select', selected: toggled(selectedOf(current), id, order) }))}
      />
    </>
  );
}
