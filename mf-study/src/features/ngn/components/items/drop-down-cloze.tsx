import { DropDownPassage } from '../drop-down-passage';
import type { ItemProps } from '../item-props';

/** Drop-down cloze: a drop-down at each blank of the passage; 0/1 per blank. */
export function DropDownCloze({ item, value, edit, result, locked }: ItemProps<'drop-down-cloze'>) {
  return <DropDownPassage text={item.text} blanks={item.blanks} value={value} edit={edit} result={result} locked={locked} />;
}
