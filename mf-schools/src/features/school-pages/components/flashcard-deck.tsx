import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, CardFooter } from '@nurseprep/shared-ui';
import type { Flashcard } from '../data/school-page-types';
import { schoolPageTexts as texts } from '../data/school-page-texts';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Front = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Back = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function FlashcardItem({ card }: { card: Flashcard }) {
  const [isOpen, setOpen] = useState(false);
  const answerId = useId();
  return (
    <Card as="li">
      <CardContent>
        <Front>{card.front}</Front>
        {isOpen ? <Back id={answerId}>{card.back}</Back> : null}
      </CardContent>
      <CardFooter>
        <Button variant="outline" size="sm" aria-expanded={isOpen} aria-controls={isOpen ? answerId : undefined} onClick={() => setOpen(!isOpen)}>
          {isOpen ? texts.hideAnswer : texts.showAnswer}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** Question-and-answer cards: each answer is revealed by its own button. */
export function FlashcardDeck({ cards }: { cards: readonly Flashcard[] }) {
  return (
    <Grid>
      {cards.map((card) => (
        <FlashcardItem key={card.front} card={card} />
      ))}
    </Grid>
  );
}
