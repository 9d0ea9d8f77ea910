import styled from 'styled-components';
import type { NgnItemResult, NgnItemType } from '@nurseprep/contracts';
import { itemTexts, scoringRuleTexts, scoringScopeTexts } from '../data/item-texts';

const texts = itemTexts.result;

type Tone = 'success' | 'accent' | 'destructive';

const Panel = styled.div<{ $tone: Tone }>`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    white-space: pre-line;
  }
`;

const Points = styled.p<{ $tone: Tone }>`
  && {
    margin: 0;
  }
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

function toneOf(result: NgnItemResult): Tone {
  if (result.earned >= result.possible) return 'success';
  return result.earned > 0 ? 'accent' : 'destructive';
}

/** A graded item's points ("3 of 5 points"), its scoring rule in words, then the explanation. */
export function ResultSummary({ result, type }: { result: NgnItemResult; type: NgnItemType }) {
  const tone = toneOf(result);
  const rule = result.rule;
  const scope = rule === 'plus-minus' ? scoringScopeTexts[type] : undefined;
  return (
    <Panel $tone={tone} data-result-summary="">
      <Points $tone={tone}>{texts.points(result.earned, result.possible)}</Points>
      <p>
        <strong>{texts.rule}: </strong>
        {scoringRuleTexts[rule]}
        {scope ? ` ${scope}` : null}
      </p>
      <p>
        <strong>{texts.explanation}: </strong>
        {result.rationale.explanation}
      </p>
    </Panel>
  );
}
