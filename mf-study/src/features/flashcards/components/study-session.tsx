import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@nurseprep/shared-ui';
import type { CardReviewState, Deck, ReviewRating } from '../requests/flashcard-types';
import { flashcardsTexts } from '../data/flashcards-texts';
import { formatInterval } from '../lib/format-interval';
import { applyReview, previewDue, reviewRatings } from '../lib/scheduler';
import { sessionQueue } from '../lib/session';
import { FlashCard, type CardSide } from './flash-card';
import { RatingButtons } from './rating-buttons';
import { SessionCounts } from './session-counts';
import { SessionSummary, type RatingTally } from './session-summary';
import { Muted, Panel, Row } from './study-layout';

const texts = flashcardsTexts.study;

const Ratings = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

const emptyTally = (): RatingTally => ({ 1: 0, 2: 0, 3: 0, 4: 0 });

export interface StudySessionProps {
  deck: Deck;
  /** Each reviewed card's state, by card id (this browser's for a visitor, the server's for a student). */
  states: ReadonlyMap<string, CardReviewState>;
  /** Called with the card's new state as ts-fsrs computes it here; the owner stores it. */
  onReview: (review: { cardId: string; rating: ReviewRating; state: CardReviewState; reviewedAt: Date }) => void;
  now: () => Date;
  listPath: string;
  listLabel: string;
  signedIn: boolean;
}

/** Whether a key press is meant for a form field or a dialog rather than for the card. */
function typedElsewhere(target: EventTarget | null): boolean {
  return target instanceof Element && Boolean(target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"]'));
}

/**
 * A study session: the due cards, then up to 20 new ones, one at a time. Space (or the button) turns the card;
 * 1-4 (or the buttons) rate it. A card rated Again comes back at the end of the session. The side shown is
 * announced with its text. When the queue is empty, the summary says what was reviewed and when to come back.
 */
export function StudySession({ deck, states, onReview, now, listPath, listLabel, signedIn }: StudySessionProps) {
  const [queue, setQueue] = useState(() => sessionQueue(deck.cards, states, now()));
  const [position, setPosition] = useState(0);
  const [side, setSide] = useState<CardSide>('front');
  const [tally, setTally] = useState<RatingTally>(emptyTally);
  const [shownAt, setShownAt] = useState(now);
  const flipRef = useRef<HTMLButtonElement>(null);
  // After a rating the next card's flip button takes the focus (the rating buttons are gone).
  const focusFlip = useRef(false);
  useEffect(() => {
    if (!focusFlip.current) return;
    focusFlip.current = false;
    flipRef.current?.focus({ preventScroll: true });
  }, [position]);
  const cards = useMemo(() => new Map(deck.cards.map((card) => [card.id, card])), [deck.cards]);
  const card = cards.get(queue[position] ?? '');

  const remaining = queue.slice(position);
  const fresh = remaining.filter((id) => !states.has(id)).length;

  const flip = useCallback(() => setSide((current) => (current === 'front' ? 'back' : 'front')), []);

  const rate = useCallback(
    (rating: ReviewRating) => {
      if (!card || side !== 'back') return;
      const reviewedAt = now();
      const state = applyReview(states.get(card.id), { cardId: card.id, deckId: deck.id }, rating, reviewedAt);
      onReview({ cardId: card.id, rating, state, reviewedAt });
      setTally((current) => ({ ...current, [rating]: current[rating] + 1 }));
      if (rating === 1) setQueue((current) => [...current, card.id]);
      setPosition((current) => current + 1);
      setSide('front');
      setShownAt(now());
      focusFlip.current = true;
    },
    [card, side, now, states, deck.id, onReview],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typedElsewhere(event.target)) return;
      if (event.key === ' ') {
        // A focused button or link answers Space itself (the flip button flips on its own click).
        if (event.target instanceof Element && event.target.closest('button, a, summary')) return;
        event.preventDefault();
        flip();
        return;
      }
      const rating = Number(event.key);
      if (reviewRatings.includes(rating as ReviewRating) && side === 'back') {
        event.preventDefault();
        rate(rating as ReviewRating);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [flip, rate, side]);

  const restart = () => {
    setQueue(sessionQueue(deck.cards, states, now()));
    setPosition(0);
    setSide('front');
    setTally(emptyTally());
    setShownAt(now());
  };

  if (!card) {
    return <SessionSummary deck={deck} states={states} tally={tally} now={now} onRestart={restart} listPath={listPath} listLabel={listLabel} signedIn={signedIn} />;
  }

  const due = previewDue(states.get(card.id), shownAt);
  const intervals = Object.fromEntries(reviewRatings.map((rating) => [rating, formatInterval(shownAt, due[rating])])) as Record<ReviewRating, string>;

  return (
    <>
      <Row $spread>
        <SessionCounts fresh={fresh} due={remaining.length - fresh} />
        <Muted>{texts.cardOf(position + 1, queue.length)}</Muted>
      </Row>
      <Panel as="section" aria-label={texts.cardOf(position + 1, queue.length)}>
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {side === 'front' ? texts.announceFront(card.front) : texts.announceBack(card.back)}
        </VisuallyHidden>
        <FlashCard key={`${card.id}-${position}`} card={card} side={side} onFlip={flip} flipRef={flipRef} />
        {side === 'back' ? (
          <Ratings>
            <RatingButtons intervals={intervals} onRate={rate} />
          </Ratings>
        ) : null}
      </Panel>
      <Muted>{texts.keyboardHint}</Muted>
    </>
  );
}
