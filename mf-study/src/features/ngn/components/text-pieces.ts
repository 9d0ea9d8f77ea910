/**
 * The item texts as pieces to render: plain runs of text between `{{id}}` blanks (drop-down and drag-and-drop
 * items) or `[[id|words]]` parts (highlight text), with the words that give each blank its name.
 */
import { itemTexts } from '../data/item-texts';

export type BlankPiece = { kind: 'text'; text: string } | { kind: 'blank'; id: string; position: number };
export type HighlightPiece = { kind: 'text'; text: string } | { kind: 'part'; id: string; text: string };

const blankPattern = /\{\{([a-z][a-z0-9]{0,5})\}\}/g;
const partPattern = /\[\[([a-z][a-z0-9]{0,5})\|([^\]]+)\]\]/g;

export function blankPieces(text: string): BlankPiece[] {
  const pieces: BlankPiece[] = [];
  let last = 0;
  let position = 0;
  for (const match of text.matchAll(blankPattern)) {
    if (match.index > last) pieces.push({ kind: 'text', text: text.slice(last, match.index) });
    position += 1;
    pieces.push({ kind: 'blank', id: match[1]!, position });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

export function highlightPieces(text: string): HighlightPiece[] {
  const pieces: HighlightPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(partPattern)) {
    if (match.index > last) pieces.push({ kind: 'text', text: text.slice(last, match.index) });
    pieces.push({ kind: 'part', id: match[1]!, text: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

const wordsNear = 5;

/** Words without the punctuation that joined them to a blank: ", caused by" reads "caused by". */
const tidy = (words: string) => words.replace(/^[\s,.;:]+|[\s,.;:]+$/g, '');

/** The last few words of a run of text, within its sentence; other blanks read as "...". */
function wordsBefore(run: string): string {
  const sentence = run.split(/[.!?:;]\s+/).at(-1) ?? '';
  return tidy(sentence.replace(blankPattern, '...').trim().split(/\s+/).filter(Boolean).slice(-wordsNear).join(' '));
}

function wordsAfter(run: string): string {
  const sentence = run.split(/[.!?:;](\s|$)/)[0] ?? '';
  return tidy(sentence.replace(blankPattern, '...').trim().split(/\s+/).filter(Boolean).slice(0, wordsNear).join(' '));
}

/**
 * A name for every blank that says where it sits, read when a keyboard user reaches it away from the passage:
 * 'Blank 1 of 3, after "is most consistent with"', or the words after it for a blank that starts a sentence.
 */
export function blankNames(text: string): Record<string, string> {
  const pieces = blankPieces(text);
  const total = pieces.filter((piece) => piece.kind === 'blank').length;
  const names: Record<string, string> = {};
  pieces.forEach((piece, index) => {
    if (piece.kind !== 'blank') return;
    const previous = pieces[index - 1];
    const next = pieces[index + 1];
    const before = previous?.kind === 'text' ? wordsBefore(previous.text) : '';
    const after = next?.kind === 'text' ? wordsAfter(next.text) : '';
    names[piece.id] = before
      ? itemTexts.blanks.labelAfter(piece.position, total, before)
      : after
        ? itemTexts.blanks.labelBefore(piece.position, total, after)
        : itemTexts.blanks.label(piece.position, total);
  });
  return names;
}
