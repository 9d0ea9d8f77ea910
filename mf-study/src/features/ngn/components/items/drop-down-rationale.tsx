import { DropDownPassage } from '../drop-down-passage';
import type { ItemProps } from '../item-props';

/** Drop-down rationale: "X because of Y (and Z)", answered as a drop-down cloze; scored by pairs. */
export function DropDownRationale({ item, value, edit, result, locked }: ItemProps<'drop-down-rationale'>) {
  return <DropDownPassage text={item.text} blanks={item.blanks} value={value} edit={edit} result={result} locked={locked} />;
}
