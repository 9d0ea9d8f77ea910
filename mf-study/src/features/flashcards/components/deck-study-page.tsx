import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, Button, Container, errorMessageOf, Skeleton, statusOf, useCurrentUser, useSeo, VisuallyHidden } from '@nurseprep/shared-ui';
import type { FlashcardsPageSlug } from '@nurseprep/contracts/routes';
import type { CardReviewState, Deck, ReviewRating } from '../requests/flashcard-types';
import { useDeck } from '../requests/get-deck';
import { useDeckReviews } from '../requests/get-deck-reviews';
import { useSaveReview } from '../requests/save-review';
import { deckListPages, flashcardsTexts } from '../data/flashcards-texts';
import { useMergeVisitorReviews } from '../hooks/use-merge-visitor-reviews';
import { recordVisitorReview, visitorStatesOf } from '../lib/visitor-reviews';
import { StudySession } from './study-session';
import { BackLink, ErrorText, Muted, Panel, Row, StudyBody, StudyHeader } from './study-layout';

const texts = flashcardsTexts.study;

const systemClock = () => new Date();

/** Whether a deck belongs on a list (its exams or subjects name the list's filter). */
function belongsTo(deck: Deck, list: FlashcardsPageSlug): boolean {
  const filter = deckListPages[list].filter;
  return 'exam' in filter ? deck.exams.includes(filter.exam) : deck.subjects.includes(filter.subject);
}

type ReviewSource = { kind: 'loading' } | { kind: 'ready'; states: Map<string, CardReviewState> };

/**
 * Where the card states come from: this browser for a visitor (read after the first render, which the server
 * renders without it), the server for a student (after this browser's visitor reviews are merged).
 */
function useReviewStates(deckId: string) {
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const merging = useMergeVisitorReviews();
  const reviews = useDeckReviews(deckId, signedIn && !merging);
  const [visitorStates, setVisitorStates] = useState<Map<string, CardReviewState> | null>(null);

  useEffect(() => {
    if (user.isPending || signedIn) return;
    setVisitorStates(new Map(visitorStatesOf(deckId).map((state) => [state.cardId, state])));
  }, [deckId, user.isPending, signedIn]);

  const serverStates = useMemo(() => (reviews.data ? new Map(reviews.data.states.map((state) => [state.cardId, state])) : null), [reviews.data]);
  let source: ReviewSource = { kind: 'loading' };
  if (!user.isPending && !signedIn && visitorStates) source = { kind: 'ready', states: visitorStates };
  if (signedIn && !merging && serverStates) source = { kind: 'ready', states: serverStates };
  return { source, signedIn, setVisitorStates, reviewsError: signedIn && reviews.isError ? reviews : null };
}

function DeckStudy({ deck, list, now }: { deck: Deck; list: FlashcardsPageSlug; now: () => Date }) {
  const page = deckListPages[list];
  const { source, signedIn, setVisitorStates, reviewsError } = useReviewStates(deck.id);
  const { save, retry, failed } = useSaveReview(deck.id);
  // The session reads the clock: it starts after hydration, so the server's markup and the first render agree.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const states = source.kind === 'ready' ? source.states : null;

  const onReview = useCallback(
    ({ cardId, rating, state, reviewedAt }: { cardId: string; rating: ReviewRating; state: CardReviewState; reviewedAt: Date }) => {
      if (!signedIn) {
        recordVisitorReview(state, { cardId, rating, reviewedAt: reviewedAt.toISOString() });
        setVisitorStates((current) => new Map(current ?? []).set(cardId, state));
        return;
      }
      save({ cardId, rating, state });
    },
    [signedIn, save, setVisitorStates],
  );

  if (reviewsError) {
    return (
      <Row>
        <ErrorText role="alert">{errorMessageOf(reviewsError.error) ?? texts.loadFailed}</ErrorText>
        <Button variant="outline" size="sm" onClick={() => void reviewsError.refetch()}>
          {texts.retry}
        </Button>
      </Row>
    );
  }
  if (!states || !mounted) {
    return (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{texts.loading}</VisuallyHidden>
        <Skeleton $height="18rem" />
      </div>
    );
  }
  return (
    <>
      {failed ? (
        <Row>
          <ErrorText role="alert">{texts.saveFailed}</ErrorText>
          <Button variant="outline" size="sm" onClick={retry}>
            {texts.retry}
          </Button>
        </Row>
      ) : null}
      <StudySession deck={deck} states={states} onReview={onReview} now={now} listPath={page.listPath} listLabel={`${page.examLabel} flashcards`} signedIn={signedIn} />
    </>
  );
}

export interface DeckStudyPageProps {
  list: FlashcardsPageSlug;
  /** The clock the scheduler reads (tests fix it). */
  now?: () => Date;
}

/** /exams/<slug>/flashcards/<deck>: the deck's title band, then the study session. */
export function DeckStudyPage({ list, now = systemClock }: DeckStudyPageProps) {
  const deckId = useParams().deck ?? '';
  const page = deckListPages[list];
  const deck = useDeck(deckId);
  const found = deck.data && belongsTo(deck.data, list) ? deck.data : null;
  const missing = statusOf(deck.error) === 404 || (deck.data && !found);
  useSeo({
    title: found ? `${found.title} Flashcards` : missing ? texts.notFoundHeading : page.title,
    description: found?.description,
    noindex: Boolean(missing),
  });

  return (
    <>
      <StudyHeader>
        <Container>
          <BackLink>
            <Link to={page.listPath}>
              <ArrowLeft aria-hidden="true" size={18} />
              {texts.backToList(`${page.examLabel} flashcards`)}
            </Link>
          </BackLink>
          <h1>{found ? found.title : missing ? texts.notFoundHeading : page.title}</h1>
          {found ? <p data-deck-description>{found.description}</p> : null}
        </Container>
      </StudyHeader>
      <StudyBody>
        {found ? (
          <DeckStudy key={found.id} deck={found} list={list} now={now} />
        ) : missing ? (
          <Panel>
            <p>{texts.notFoundText}</p>
          </Panel>
        ) : deck.isError ? (
          <Row>
            <ErrorText role="alert">{texts.loadFailed}</ErrorText>
            <Button variant="outline" size="sm" onClick={() => void deck.refetch()}>
              {texts.retry}
            </Button>
          </Row>
        ) : (
          <div role="status" aria-busy="true">
            <Muted>{texts.loading}</Muted>
            <Skeleton $height="18rem" />
          </div>
        )}
      </StudyBody>
    </>
  );
}

export default DeckStudyPage;
