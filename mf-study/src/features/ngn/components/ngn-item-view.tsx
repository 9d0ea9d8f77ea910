import type { NgnItemResult, NgnResponse, PublicNgnItem } from '@nurseprep/contracts';
import type { ItemProps } from './item-props';
import { Bowtie } from './items/bowtie';
import { DragDropCloze } from './items/drag-drop-cloze';
import { DragDropRationale } from './items/drag-drop-rationale';
import { DropDownCloze } from './items/drop-down-cloze';
import { DropDownRationale } from './items/drop-down-rationale';
import { DropDownTable } from './items/drop-down-table';
import { GroupedSelectAll } from './items/grouped-select-all';
import { HighlightTable } from './items/highlight-table';
import { HighlightText } from './items/highlight-text';
import { MatrixMultiple } from './items/matrix-multiple';
import { MatrixSingle } from './items/matrix-single';
import { MultipleChoice } from './items/multiple-choice';
import { SelectAll } from './items/select-all';
import { SelectN } from './items/select-n';
import { ResultSummary } from './result-summary';
import { useResponseEditor, type ResponseEditor } from './use-response-editor';
import { QuestionFieldset, QuestionLabel, QuestionStem } from '../../../components/question-frame';

export interface NgnItemViewProps {
  item: PublicNgnItem;
  /** The answer shown (controlled); null until the first choice. */
  value: NgnResponse | null;
  /** Without it the item is read-only: shown with its answer, inputs disabled (an answer waiting to be graded). */
  onValueChange?: (response: NgnResponse) => void;
  /** Once graded: inputs disabled, every part marked, the points, the rule and the rationales shown. */
  result?: NgnItemResult;
  /** Shown above the stem: "Item 2 of 6". */
  label: string;
  headingLevel?: 'h2' | 'h3';
}

/** The component that answers one item type. */
function ItemBody({ item, ...shared }: Omit<ItemProps<PublicNgnItem['type']>, 'item'> & { item: PublicNgnItem }) {
  switch (item.type) {
    case 'multiple-choice':
      return <MultipleChoice item={item} {...shared} />;
    case 'select-all':
      return <SelectAll item={item} {...shared} />;
    case 'select-n':
      return <SelectN item={item} {...shared} />;
    case 'grouped-select-all':
      return <GroupedSelectAll item={item} {...shared} />;
    case 'matrix-single':
      return <MatrixSingle item={item} {...shared} />;
    case 'matrix-multiple':
      return <MatrixMultiple item={item} {...shared} />;
    case 'drop-down-cloze':
      return <DropDownCloze item={item} {...shared} />;
    case 'drop-down-rationale':
      return <DropDownRationale item={item} {...shared} />;
    case 'drop-down-table':
      return <DropDownTable item={item} {...shared} />;
    case 'drag-drop-cloze':
      return <DragDropCloze item={item} {...shared} />;
    case 'drag-drop-rationale':
      return <DragDropRationale item={item} {...shared} />;
    case 'highlight-text':
      return <HighlightText item={item} {...shared} />;
    case 'highlight-table':
      return <HighlightTable item={item} {...shared} />;
    case 'bowtie':
      return <Bowtie item={item} {...shared} />;
    default:
      return item satisfies never;
  }
}

/**
 * One Next Generation NCLEX item, answered with mouse, touch or keyboard alone: the stem names the group of the
 * item's controls, and the item's type decides what they are. With a result it shows the marks, the points and
 * the rationales, and no longer changes.
 */
export function NgnItemView({ item, value, onValueChange, result, label, headingLevel = 'h2' }: NgnItemViewProps) {
  const locked = Boolean(result) || !onValueChange;
  const edit: ResponseEditor = useResponseEditor(value, onValueChange, locked);
  const Heading = headingLevel;
  return (
    <div data-item={item.id} data-type={item.type}>
      <QuestionLabel as={Heading}>{label}</QuestionLabel>
      <QuestionFieldset>
        <QuestionStem>{item.stem}</QuestionStem>
        {/* Keyed by item: the next item starts afresh (no token still in hand from the last one). */}
        <ItemBody key={item.id} item={item} value={value} edit={edit} result={result} locked={locked} />
      </QuestionFieldset>
      {result ? <ResultSummary result={result} type={item.type} /> : null}
    </div>
  );
}
