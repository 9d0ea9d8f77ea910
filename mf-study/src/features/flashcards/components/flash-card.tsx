import { useState, type Ref } from 'react';
import styled from 'styled-components';
import { Button } from '@nurseprep/shared-ui';
import type { DeckCard } from '../requests/flashcard-types';
import { flashcardsTexts } from '../data/flashcards-texts';

const texts = flashcardsTexts.study;

export type CardSide = 'front' | 'back';

const Face = styled.div<{ $side: CardSide }>`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 200px;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $side }) => ($side === 'back' ? theme.colors.secondary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $side }) => ($side === 'back' ? theme.colors.surface : theme.colors.background)};
  text-align: center;
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.md} {
    min-height: 240px;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const SideLabel = styled.p`
  justify-self: center;
  margin: 0;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const FrontText = styled.p<{ $small: boolean }>`
  margin: 0;
  font-size: ${({ theme, $small }) => ($small ? theme.fontSizes.sm : theme.fontSizes.xl)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $small }) => ($small ? theme.colors.textMuted : theme.colors.text)};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme, $small }) => ($small ? theme.fontSizes.md : theme.fontSizes.xxl)};
  }
`;

/** A long answer reads better ranged left; a short one stays centred under the front. */
const BackText = styled.p<{ $long: boolean }>`
  margin: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: ${({ $long }) => ($long ? 'left' : 'center')};
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const HintText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const FlipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface FlashCardProps {
  card: DeckCard;
  side: CardSide;
  onFlip: () => void;
  flipRef?: Ref<HTMLButtonElement>;
}

/**
 * One card: its front, and on the back side the front (smaller) above the answer. The flip button keeps the
 * focus from card to card, so a keyboard user can go on pressing Space.
 */
export function FlashCard({ card, side, onFlip, flipRef }: FlashCardProps) {
  const [hintShown, setHintShown] = useState(false);
  return (
    <div data-card={card.id}>
      <Face $side={side} data-state={side}>
        <SideLabel>{side === 'front' ? texts.front : texts.back}</SideLabel>
        <FrontText $small={side === 'back'}>{card.front}</FrontText>
        {side === 'back' ? <BackText $long={card.back.length > 140}>{card.back}</BackText> : null}
        {side === 'front' && card.hint && hintShown ? (
          <HintText>
            {texts.hint}: {card.hint}
          </HintText>
        ) : null}
      </Face>
      <FlipRow>
        <Button ref={flipRef} onClick={onFlip} aria-keyshortcuts="Space" variant={side === 'front' ? 'primary' : 'outline'}>
          {side === 'front' ? texts.showAnswer : texts.showFront}
        </Button>
        {side === 'front' && card.hint && !hintShown ? (
          <Button variant="ghost" onClick={() => setHintShown(true)}>
            {texts.showHint}
          </Button>
        ) : null}
      </FlipRow>
    </div>
  );
}
