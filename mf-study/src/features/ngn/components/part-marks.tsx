import styled, { css } from 'styled-components';
import { CheckCircle, X } from '@nurseprep/shared-ui';
import type { NgnItemResult } from '@nurseprep/contracts';
import { itemTexts } from '../data/item-texts';

const texts = itemTexts.marks;

/** A graded choice: chosen and right, chosen and wrong, or right and not chosen. */
export type Mark = 'correct' | 'wrong' | 'missed';

const partOf = (result: NgnItemResult, id: string) => result.parts.find((part) => part.id === id);

/** The mark of a choice that is its own part (an option, a highlighted part or row, a bowtie choice). */
export function choiceMark(result: NgnItemResult | undefined, id: string, chosen: boolean): Mark | undefined {
  if (!result) return undefined;
  const isKey = partOf(result, id)?.key.includes(id) ?? false;
  if (isKey) return chosen ? 'correct' : 'missed';
  return chosen ? 'wrong' : undefined;
}

/** The mark of one cell of a row (matrix items): the row is the part, its key names columns. */
export function cellMark(result: NgnItemResult | undefined, rowId: string, columnId: string, chosen: boolean): Mark | undefined {
  if (!result) return undefined;
  const isKey = partOf(result, rowId)?.key.includes(columnId) ?? false;
  if (isKey) return chosen ? 'correct' : 'missed';
  return chosen ? 'wrong' : undefined;
}

/** The key of a row or blank answered with one choice. */
export function slotKey(result: NgnItemResult, slotId: string): string | undefined {
  return partOf(result, slotId)?.key[0];
}

/** The mark of a row or blank answered with one choice. */
export function slotMark(result: NgnItemResult | undefined, slotId: string, chosen: string | undefined): Mark | undefined {
  if (!result) return undefined;
  if (chosen === undefined) return 'missed';
  return chosen === slotKey(result, slotId) ? 'correct' : 'wrong';
}

export const rationaleOf = (result: NgnItemResult | undefined, id: string): string | undefined => result?.rationale.parts[id];

/**
 * The outline of a marked element, drawn from its `data-mark`: green for right, red for wrong, dashed green for a
 * key not chosen. The words beside it say the same, so nothing rests on colour alone.
 */
export const markOutline = css`
  &[data-mark='correct'] {
    border-color: ${({ theme }) => theme.colors.success};
  }
  &[data-mark='wrong'] {
    border-color: ${({ theme }) => theme.colors.destructive};
  }
  &[data-mark='missed'] {
    border-color: ${({ theme }) => theme.colors.success};
    border-style: dashed;
  }
`;

const tones = { correct: 'success', wrong: 'destructive', missed: 'success' } as const satisfies Record<Mark, string>;

const Verdict = styled.span<{ $mark: Mark }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $mark }) => theme.colors[tones[$mark]]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  svg {
    flex: none;
  }
`;

function MarkIcon({ mark }: { mark: Mark }) {
  return mark === 'wrong' ? <X aria-hidden="true" size={16} /> : <CheckCircle aria-hidden="true" size={16} />;
}

/** "Your answer: correct", "Your answer: incorrect", "Correct answer: not chosen", with its icon. */
export function MarkText({ mark }: { mark: Mark }) {
  return (
    <Verdict $mark={mark}>
      <MarkIcon mark={mark} />
      {texts[mark]}
    </Verdict>
  );
}

/** The short mark that sits inside a sentence, after a blank or a highlighted part. */
export function InlineMark({ mark }: { mark: Mark }) {
  return (
    <Verdict $mark={mark} data-inline-mark="">
      <MarkIcon mark={mark} />({texts.short[mark]})
    </Verdict>
  );
}

/** A row's or blank's verdict: what was chosen, whether it is right, and the key when it is not. */
export function SlotVerdict({ mark, chosen, answer }: { mark: Mark; chosen: string | undefined; answer: string }) {
  const words = mark === 'correct' ? texts.slotCorrect(chosen ?? '') : mark === 'wrong' ? texts.slotWrong(chosen ?? '', answer) : texts.slotMissed(answer);
  return (
    <Verdict $mark={mark}>
      <MarkIcon mark={mark} />
      {words}
    </Verdict>
  );
}

/** A part's rationale, under its mark. */
export const Rationale = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
