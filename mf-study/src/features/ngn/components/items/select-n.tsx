import { useId } from 'react';
import type { ItemProps } from '../item-props';
import { itemTexts } from '../../data/item-texts';
import { Hint } from '../ngn-styles';
import { OptionList } from '../option-list';
import { selectedOf, toggled } from '../response-values';

/** Exactly N options, as checkboxes: once N are chosen the others are disabled until one is cleared. */
export function SelectN({ item, value, edit, result, locked }: ItemProps<'select-n'>) {
  const name = useId();
  const order = item.options.map((option) => option.id);
  return (
    <>
      <Hint>{itemTexts.hints.selectN(item.n)}</Hint>
      <OptionList
        kind="checkbox"
        name={name}
        options={item.options}
        selected={selectedOf(value)}
        limit={item.n}
        result={result}
        locked={locked}
        onToggle={(id) =>
          edit((current) => {
            const selected = selectedOf(current);
            // The limit also holds against a change that raced past the disabled inputs.
            if (!selected.includes(id) && selected.length >= item.n) return current ?? { kind: 'select', selected };
            return { kind: 'select', selected: toggled(selected, id, order) };
          })
        }
      />
    </>
  );
}
