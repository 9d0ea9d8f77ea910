import { DragDropPassage } from '../drag-drop-passage';
import type { ItemProps } from '../item-props';

/** Drag-and-drop cloze: tokens from the bank into the passage's blanks; 0/1 per blank. */
export function DragDropCloze({ item, value, edit, result, locked }: ItemProps<'drag-drop-cloze'>) {
  return <DragDropPassage text={item.text} tokens={item.tokens} value={value} edit={edit} result={result} locked={locked} />;
}
