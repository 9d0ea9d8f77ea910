import type { NgnItemResult, NgnResponse } from '@nurseprep/contracts';
import { BlankSelect } from './blank-select';
import { itemTexts } from '../data/item-texts';
import { Hint, Passage } from './ngn-styles';
import { InlineMark, SlotVerdict, rationaleOf, slotKey, slotMark } from './part-marks';
import { matchedOf, withChoice } from './response-values';
import { ReviewList } from './review-list';
import { blankNames, blankPieces } from './text-pieces';
import type { ResponseEditor } from './use-response-editor';

interface Blank {
  id: string;
  options: readonly { id: string; text: string }[];
}

export interface DropDownPassageProps {
  text: string;
  blanks: readonly Blank[];
  value: NgnResponse | null;
  edit: ResponseEditor;
  result?: NgnItemResult;
  locked: boolean;
}

const textOf = (blank: Blank | undefined, id: string | undefined) => blank?.options.find((option) => option.id === id)?.text;

/**
 * A passage with a native drop-down at each `{{id}}`, each named by its place and the words before it. Graded, a
 * short mark follows each drop-down and the blanks are reviewed one by one under the passage.
 */
export function DropDownPassage({ text, blanks, value, edit, result, locked }: DropDownPassageProps) {
  const choices = matchedOf(value);
  const names = blankNames(text);
  const order = blanks.map((blank) => blank.id);
  const pieces = blankPieces(text);
  return (
    <>
      <Hint>{itemTexts.hints.dropDown}</Hint>
      <Passage>
        {pieces.map((piece, index) => {
          if (piece.kind === 'text') return <span key={index}>{piece.text}</span>;
          const blank = blanks.find((entry) => entry.id === piece.id);
          if (!blank) return null;
          const mark = slotMark(result, blank.id, choices[blank.id]);
          return (
            <span key={blank.id}>
              <BlankSelect
                aria-label={names[blank.id] ?? itemTexts.blanks.placeholder(piece.position)}
                options={blank.options}
                value={choices[blank.id]}
                mark={mark}
                disabled={locked}
                onValueChange={(choice) => edit((current) => ({ kind: 'match', choices: withChoice(matchedOf(current), blank.id, choice, order) }))}
              />
              {mark ? <> <InlineMark mark={mark} /></> : null}
            </span>
          );
        })}
      </Passage>
      {result ? (
        <ReviewList
          entries={blanks.map((blank, index) => {
            const chosen = choices[blank.id];
            return {
              id: blank.id,
              label: itemTexts.blanks.placeholder(index + 1),
              verdict: (
                <SlotVerdict mark={slotMark(result, blank.id, chosen) ?? 'missed'} chosen={textOf(blank, chosen)} answer={textOf(blank, slotKey(result, blank.id)) ?? ''} />
              ),
              rationale: rationaleOf(result, blank.id),
            };
          })}
        />
      ) : null}
    </>
  );
}
