import type { NgnItemResult, NgnResponse, PublicNgnItem } from '@nurseprep/contracts';
import type { ResponseEditor } from './use-response-editor';

/** What NgnItemView hands the component of each item type. */
export interface ItemProps<Type extends PublicNgnItem['type']> {
  item: Extract<PublicNgnItem, { type: Type }>;
  value: NgnResponse | null;
  edit: ResponseEditor;
  /** Once graded: every part shows its mark and rationale. */
  result?: NgnItemResult;
  /** The inputs are disabled: the item is graded, or shown read-only (no onValueChange). */
  locked: boolean;
}
