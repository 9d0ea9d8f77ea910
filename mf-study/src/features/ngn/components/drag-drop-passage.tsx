import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { NgnItemResult, NgnResponse } from '@nurseprep/contracts';
import { itemTexts } from '../data/item-texts';
import { Bank, BankHeading, BlankButton, TokenButton, TokenList } from './drag-drop-styles';
import { Hint, Passage, StatusLine } from './ngn-styles';
import { InlineMark, SlotVerdict, rationaleOf, slotKey, slotMark } from './part-marks';
import { matchedOf, withChoice } from './response-values';
import { ReviewList } from './review-list';
import { blankNames, blankPieces } from './text-pieces';
import type { ResponseEditor } from './use-response-editor';

const texts = itemTexts.dragDrop;

interface Token {
  id: string;
  text: string;
}

export interface DragDropPassageProps {
  text: string;
  tokens: readonly Token[];
  value: NgnResponse | null;
  edit: ResponseEditor;
  result?: NgnItemResult;
  locked: boolean;
}

/** Where a drag is over: a blank's id, the bank, or nowhere. */
type Over = string | null;
const BANK = '\u0000bank';

/**
 * Tokens from one bank placed into the passage's blanks, three ways: drag and drop with a mouse (drop on a blank to
 * place, back on the bank to empty its blank); and, for touch and keyboard, activate a token (it stays pressed
 * while picked up), then a blank to place it. A filled blank, activated with nothing picked up, empties and gives
 * its token back. A token sits in one blank at most: placing it elsewhere moves it. Every change is announced.
 */
export function DragDropPassage({ text, tokens, value, edit, result, locked }: DragDropPassageProps) {
  const id = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const [over, setOver] = useState<Over>(null);
  const [announcement, setAnnouncement] = useState('');
  // The token being dragged, for browsers that hide dataTransfer's data until the drop.
  const dragged = useRef<string | null>(null);

  const choices = matchedOf(value);
  const pieces = blankPieces(text);
  const order = pieces.flatMap((piece) => (piece.kind === 'blank' ? [piece.id] : []));
  const names = blankNames(text);
  const positionOf = (blankId: string) => order.indexOf(blankId) + 1;
  const blankLabel = (blankId: string) => itemTexts.blanks.label(positionOf(blankId), order.length);
  const tokenText = (tokenId: string | undefined) => tokens.find((token) => token.id === tokenId)?.text;
  const blankHolding = (tokenId: string) => Object.keys(choices).find((blankId) => choices[blankId] === tokenId);
  const available = tokens.filter((token) => blankHolding(token.id) === undefined);

  function place(tokenId: string, blankId: string) {
    setPicked(null);
    const previous = choices[blankId];
    if (previous === tokenId) return;
    const from = blankHolding(tokenId);
    edit((current) => {
      const others = Object.fromEntries(Object.entries(matchedOf(current)).filter(([, token]) => token !== tokenId));
      return { kind: 'match', choices: withChoice(others, blankId, tokenId, order) };
    });
    const word = tokenText(tokenId) ?? '';
    const done = from ? texts.moved(word, blankLabel(blankId)) : texts.placed(word, blankLabel(blankId));
    setAnnouncement(previous ? done + texts.replaced(tokenText(previous) ?? '') : done);
  }

  function empty(blankId: string) {
    const token = choices[blankId];
    if (token === undefined) return;
    edit((current) => ({ kind: 'match', choices: withChoice(matchedOf(current), blankId, undefined, order) }));
    setAnnouncement(texts.cleared(blankLabel(blankId), tokenText(token) ?? ''));
  }

  function pick(tokenId: string) {
    if (picked === tokenId) {
      setPicked(null);
      setAnnouncement(texts.dropped(tokenText(tokenId) ?? ''));
      return;
    }
    setPicked(tokenId);
    setAnnouncement(texts.picked(tokenText(tokenId) ?? ''));
  }

  function activateBlank(blankId: string) {
    if (picked) place(picked, blankId);
    else empty(blankId);
  }

  function putBackOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !picked) return;
    event.preventDefault();
    pick(picked);
  }

  // Mouse: native drag and drop. A drop target accepts only a token of this item.
  const startDrag = (tokenId: string) => (event: DragEvent) => {
    dragged.current = tokenId;
    setPicked(null);
    event.dataTransfer.setData('text/plain', tokenId);
    event.dataTransfer.effectAllowed = 'move';
  };
  const endDrag = () => {
    dragged.current = null;
    setOver(null);
  };
  const draggedToken = (event: DragEvent): string | undefined => {
    const tokenId = dragged.current ?? event.dataTransfer.getData('text/plain');
    return tokens.some((token) => token.id === tokenId) ? tokenId : undefined;
  };
  const dropTarget = (target: string, onDrop: (tokenId: string) => void) => ({
    onDragOver: (event: DragEvent) => {
      if (locked) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== target) setOver(target);
    },
    onDragLeave: () => setOver((current) => (current === target ? null : current)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const tokenId = draggedToken(event);
      endDrag();
      if (tokenId && !locked) onDrop(tokenId);
    },
  });

  return (
    <div onKeyDown={putBackOnEscape}>
      <Hint id={`${id}-hint`}>{itemTexts.hints.dragDrop}</Hint>
      {locked ? null : (
        <Bank
          role="group"
          aria-labelledby={`${id}-bank`}
          data-over={over === BANK ? '' : undefined}
          {...dropTarget(BANK, (tokenId) => {
            const blankId = blankHolding(tokenId);
            if (blankId) empty(blankId);
          })}
        >
          <BankHeading id={`${id}-bank`}>{texts.bank}</BankHeading>
          {available.length > 0 ? (
            <TokenList>
              {available.map((token) => (
                <li key={token.id}>
                  <TokenButton
                    type="button"
                    draggable
                    aria-pressed={picked === token.id}
                    aria-describedby={`${id}-hint`}
                    onClick={() => pick(token.id)}
                    onDragStart={startDrag(token.id)}
                    onDragEnd={endDrag}
                  >
                    {token.text}
                  </TokenButton>
                </li>
              ))}
            </TokenList>
          ) : (
            <Hint>{texts.bankEmpty}</Hint>
          )}
        </Bank>
      )}
      <Passage>
        {pieces.map((piece, index) => {
          if (piece.kind === 'text') return <span key={index}>{piece.text}</span>;
          const tokenId = choices[piece.id];
          const placed = tokenText(tokenId);
          const mark = slotMark(result, piece.id, tokenId);
          return (
            <span key={piece.id}>
              <BlankButton
                type="button"
                data-state={placed ? 'filled' : 'empty'}
                data-ready={picked ? '' : undefined}
                data-over={over === piece.id ? '' : undefined}
                data-mark={mark}
                disabled={locked}
                draggable={Boolean(placed) && !locked}
                aria-label={`${names[piece.id] ?? blankLabel(piece.id)}: ${placed ?? itemTexts.blanks.empty}`}
                onClick={() => activateBlank(piece.id)}
                onDragStart={tokenId ? startDrag(tokenId) : undefined}
                onDragEnd={endDrag}
                {...dropTarget(piece.id, (dropped) => place(dropped, piece.id))}
              >
                {placed ?? itemTexts.blanks.placeholder(piece.position)}
              </BlankButton>
              {mark ? <> <InlineMark mark={mark} /></> : null}
            </span>
          );
        })}
      </Passage>
      {locked ? null : <StatusLine role="status">{announcement}</StatusLine>}
      {result ? (
        <>
          <ReviewList
            entries={order.map((blankId) => {
              const chosen = choices[blankId];
              return {
                id: blankId,
                label: itemTexts.blanks.placeholder(positionOf(blankId)),
                verdict: <SlotVerdict mark={slotMark(result, blankId, chosen) ?? 'missed'} chosen={tokenText(chosen)} answer={tokenText(slotKey(result, blankId)) ?? ''} />,
                rationale: rationaleOf(result, blankId),
              };
            })}
          />
          <ReviewList
            heading={texts.rationales}
            entries={tokens.flatMap((token) => {
              const why = rationaleOf(result, token.id);
              return why ? [{ id: token.id, label: token.text, rationale: why }] : [];
            })}
          />
        </>
      ) : null}
    </div>
  );
}
