import styled from 'styled-components';
import type { ReviewRating } from '../requests/flashcard-types';
import { flashcardsTexts, ratingNames } from '../data/flashcards-texts';
import { reviewRatings } from '../lib/scheduler';

const texts = flashcardsTexts.study;

const Group = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** The four ratings, one colour each, from red (forgot) to green (easy); all AA on white. */
const tones: Record<ReviewRating, 'destructive' | 'accent' | 'primary' | 'success'> = { 1: 'destructive', 2: 'accent', 3: 'primary', 4: 'success' };

const RatingButton = styled.button<{ $tone: (typeof tones)[ReviewRating] }>`
  display: grid;
  justify-items: center;
  gap: 2px;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  border: 2px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  strong {
    color: ${({ theme, $tone }) => theme.colors[$tone]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Interval = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Key = styled.kbd`
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface RatingButtonsProps {
  /** When the card returns after each rating ('1 min', '4 days'). */
  intervals: Record<ReviewRating, string>;
  onRate: (rating: ReviewRating) => void;
  disabled?: boolean;
}

/** Again, Hard, Good, Easy (keys 1 to 4), each with when the card comes back; each is named by its visible words. */
export function RatingButtons({ intervals, onRate, disabled }: RatingButtonsProps) {
  return (
    <Group role="group" aria-label={texts.rateHeading}>
      {reviewRatings.map((rating) => (
        <RatingButton
          key={rating}
          type="button"
          $tone={tones[rating]}
          aria-keyshortcuts={String(rating)}
          disabled={disabled}
          onClick={() => onRate(rating)}
          data-rating={rating}
        >
          {/* The name is the visible words, rating then interval (WCAG 2.5.3: a speech user says what they see).
              The spaces keep the words apart in every name computation; a grid does not render them. The key
              is announced through aria-keyshortcuts, so its digit stays out of the name. */}
          <strong>{ratingNames[rating]}</strong>{' '}
          <Interval>{intervals[rating]}</Interval>{' '}
          <Key aria-hidden="true">{rating}</Key>
        </RatingButton>
      ))}
    </Group>
  );
}
