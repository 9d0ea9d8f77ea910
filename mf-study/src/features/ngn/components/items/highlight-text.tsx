import { highlightParts } from '@nurseprep/contracts/ngn-text';
import { HighlightToggle } from '../highlight-toggle';
import type { ItemProps } from '../item-props';
import { itemTexts } from '../../data/item-texts';
import { Hint, Passage } from '../ngn-styles';
import { InlineMark, MarkText, choiceMark, rationaleOf } from '../part-marks';
import { selectedOf, toggled } from '../response-values';
import { ReviewList } from '../review-list';
import { highlightPieces } from '../text-pieces';

/** Highlight text: the passage with each `[[id|words]]` part a toggle button; the text between them plain. */
export function HighlightText({ item, value, edit, result, locked }: ItemProps<'highlight-text'>) {
  const selected = selectedOf(value);
  const parts = highlightParts(item.text);
  const order = parts.map((part) => part.id);
  return (
    <>
      <Hint>{itemTexts.hints.highlight}</Hint>
      <Passage>
        {highlightPieces(item.text).map((piece, index) => {
          if (piece.kind === 'text') return <span key={index}>{piece.text}</span>;
          const pressed = selected.includes(piece.id);
          const mark = choiceMark(result, piece.id, pressed);
          return (
            <span key={piece.id}>
              <HighlightToggle
                layout="inline"
                pressed={pressed}
                mark={mark}
                disabled={locked}
                onClick={() => edit((current) => ({ kind: 'select', selected: toggled(selectedOf(current), piece.id, order) }))}
              >
                {piece.text}
              </HighlightToggle>
              {mark ? <> <InlineMark mark={mark} /></> : null}
            </span>
          );
        })}
      </Passage>
      {result ? (
        <ReviewList
          entries={parts.map((part) => {
            const mark = choiceMark(result, part.id, selected.includes(part.id));
            return { id: part.id, label: part.text, verdict: mark ? <MarkText mark={mark} /> : undefined, rationale: rationaleOf(result, part.id) };
          })}
        />
      ) : null}
    </>
  );
}
