import { useId } from 'react';
import type { ItemProps } from '../item-props';
import { OptionList } from '../option-list';
import { selectedOf } from '../response-values';

/** One option, as a native radio group: arrow keys move and choose. */
export function MultipleChoice({ item, value, edit, result, locked }: ItemProps<'multiple-choice'>) {
  const name = useId();
  return (
    <OptionList
      kind="radio"
      name={name}
      options={item.options}
      selected={selectedOf(value)}
      result={result}
      locked={locked}
      onToggle={(id) => edit(() => ({ kind: 'select', selected: [id] }))}
    />
  );
}
