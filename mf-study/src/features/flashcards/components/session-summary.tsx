import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft, Button, CheckCircle, useAccountDialogs } from '@nurseprep/shared-ui';
import type { CardReviewState, Deck, ReviewRating } from '../requests/flashcard-types';
import { flashcardsTexts, ratingNames } from '../data/flashcards-texts';
import { formatInterval } from '../lib/format-interval';
import { reviewRatings } from '../lib/scheduler';
import { deckCounts, nextDue } from '../lib/session';
import { BackLink, Muted, Panel, Row } from './study-layout';

const texts = flashcardsTexts.summary;

export type RatingTally = Record<ReviewRating, number>;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Tally = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  div {
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Paragraph = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const dateTime = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export interface SessionSummaryProps {
  deck: Deck;
  states: ReadonlyMap<string, CardReviewState>;
  tally: RatingTally;
  now: () => Date;
  onRestart: () => void;
  listPath: string;
  listLabel: string;
  signedIn: boolean;
}

/** The end of a session: how many cards, each rating's count, when the next card is due, and what to do next. */
export function SessionSummary({ deck, states, tally, now, onRestart, listPath, listLabel, signedIn }: SessionSummaryProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const openSignUp = useAccountDialogs((state) => state.openSignUp);
  const reviewed = reviewRatings.reduce((sum, rating) => sum + tally[rating], 0);
  const at = now();
  const counts = deckCounts(deck.cards, states, at);
  const next = nextDue(states.values());

  // The session's end is announced by moving the focus to its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Panel as="section" aria-labelledby="session-summary-heading">
      <Heading id="session-summary-heading" ref={headingRef} tabIndex={-1}>
        <CheckCircle aria-hidden="true" size={24} />
        {reviewed ? texts.heading : texts.nothingDue}
      </Heading>
      {reviewed ? (
        <>
          <Paragraph>{texts.reviewed(reviewed)}</Paragraph>
          <Tally>
            {reviewRatings.map((rating) => (
              <div key={rating}>
                <dt>{ratingNames[rating]}</dt>
                <dd>{tally[rating]}</dd>
              </div>
            ))}
          </Tally>
        </>
      ) : null}
      {next && next.getTime() > at.getTime() ? <Paragraph>{texts.comeBack(formatInterval(at, next), dateTime.format(next))}</Paragraph> : null}
      {counts.new === 0 && counts.due === 0 ? <Paragraph>{texts.allNew}</Paragraph> : null}
      <Row>
        {counts.due > 0 ? <Button onClick={onRestart}>{texts.studyAgain}</Button> : counts.new > 0 ? <Button onClick={onRestart}>{texts.studyMore}</Button> : null}
        <BackLink>
          <Link to={listPath}>
            <ArrowLeft aria-hidden="true" size={18} />
            {flashcardsTexts.study.backToList(listLabel)}
          </Link>
        </BackLink>
      </Row>
      {!signedIn && reviewed ? (
        <Row>
          <Muted>{texts.saveVisitor}</Muted>
          <Button variant="outline" size="sm" onClick={openSignUp}>
            {flashcardsTexts.list.signUp}
          </Button>
        </Row>
      ) : null}
    </Panel>
  );
}
