import { DragDropPassage } from '../drag-drop-passage';
import type { ItemProps } from '../item-props';

/** Drag-and-drop rationale: "X because of Y (and Z)", answered by placing tokens; scored by pairs. */
export function DragDropRationale({ item, value, edit, result, locked }: ItemProps<'drag-drop-rationale'>) {
  return <DragDropPassage text={item.text} tokens={item.tokens} value={value} edit={edit} result={result} locked={locked} />;
}
