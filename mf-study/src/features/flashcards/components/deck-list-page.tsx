import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { FlashcardsPageSlug } from '@nurseprep/contracts/routes';
import {
  ArrowRight,
  Badge,
  Button,
  ButtonLink,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  PageHeader,
  Skeleton,
  useAccountDialogs,
  useCurrentUser,
} from '@nurseprep/shared-ui';
import type { CardReviewState, DeckSummary } from '../requests/flashcard-types';
import { useDecks } from '../requests/get-decks';
import { useDueDecks } from '../requests/get-due';
import { deckListPages, flashcardsTexts } from '../data/flashcards-texts';
import { useMergeVisitorReviews } from '../hooks/use-merge-visitor-reviews';
import { isDue } from '../lib/due';
import { readVisitorProgress } from '../lib/visitor-reviews';
import { Muted, Row } from './study-layout';
import { LinkTiles } from '../../../components/link-tiles';
import { PageBody } from '../../../components/page-body';

const texts = flashcardsTexts.list;

const Decks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Counts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-left: 1.25rem;
`;

type Progress = Record<string, { due: number; new: number }>;

/**
 * New and due counts per deck: the server's for a student, this browser's for a visitor (read after the
 * first render). Null until known, so the server and the first render show the card counts alone.
 */
function useDeckProgress(decks: readonly DeckSummary[] | undefined): Progress | null {
  const user = useCurrentUser();
  const signedIn = Boolean(user.data);
  const merging = useMergeVisitorReviews();
  const due = useDueDecks(signedIn && !merging);
  const [visitor, setVisitor] = useState<Progress | null>(null);

  useEffect(() => {
    if (user.isPending || signedIn || !decks) return;
    const now = new Date();
    const states = Object.values(readVisitorProgress().states);
    const byDeck = new Map<string, CardReviewState[]>();
    for (const state of states) byDeck.set(state.deckId, [...(byDeck.get(state.deckId) ?? []), state]);
    setVisitor(
      Object.fromEntries(
        decks.map((deck) => {
          const seen = byDeck.get(deck.id) ?? [];
          return [deck.id, { due: seen.filter((state) => isDue(state, now)).length, new: Math.max(0, deck.cardCount - seen.length) }];
        }),
      ),
    );
  }, [decks, user.isPending, signedIn]);

  if (signedIn) {
    if (!due.data || !decks) return null;
    const entries = new Map(due.data.map((entry) => [entry.deckId, entry]));
    return Object.fromEntries(decks.map((deck) => [deck.id, { due: entries.get(deck.id)?.dueCount ?? 0, new: entries.get(deck.id)?.newCount ?? deck.cardCount }]));
  }
  return visitor;
}

function DeckItem({ deck, listPath, progress }: { deck: DeckSummary; listPath: string; progress: { due: number; new: number } | undefined }) {
  const href = `${listPath}/${deck.id}`;
  return (
    <Card as="li">
      <CardHeader>
        <CardTitle as="h3">{deck.title}</CardTitle>
        <CardDescription>{deck.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Counts>
          <Badge variant="outline">{texts.cards(deck.cardCount)}</Badge>
          {progress ? (
            <>
              <Badge variant={progress.due ? 'default' : 'outline'}>{texts.dueCount(progress.due)}</Badge>
              <Badge variant="outline">{texts.newCount(progress.new)}</Badge>
            </>
          ) : null}
        </Counts>
      </CardContent>
      <CardFooter>
        <ButtonLink href={href} size="sm" aria-label={texts.study(deck.title)}>
          {texts.studyShort}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </CardFooter>
    </Card>
  );
}

function VisitorNote() {
  const user = useCurrentUser();
  const openSignIn = useAccountDialogs((state) => state.openSignIn);
  const openSignUp = useAccountDialogs((state) => state.openSignUp);
  if (user.isPending || user.data) return null;
  return (
    <Card as="aside" aria-label={texts.signUp}>
      <CardContent>
        <Row>
          <Muted>{texts.visitorNote}</Muted>
          <Row>
            <Button size="sm" onClick={openSignUp}>
              {texts.signUp}
            </Button>
            <Button size="sm" variant="outline" onClick={openSignIn}>
              {texts.signIn}
            </Button>
          </Row>
        </Row>
      </CardContent>
    </Card>
  );
}

/** /exams/<slug>/flashcards: the decks for that exam (or pharmacology), with new and due counts, and how studying works. */
export function DeckListPage({ list }: { list: FlashcardsPageSlug }) {
  const page = deckListPages[list];
  const decks = useDecks(page.filter);
  const progress = useDeckProgress(decks.data);

  return (
    <>
      <PageHeader title={page.title} documentTitle={page.documentTitle} lead={page.lead} />
      <PageBody $gap="xl">
        <section aria-labelledby="decks-heading">
          <h2 id="decks-heading">{texts.heading}</h2>
          {decks.isPending ? (
            <Skeleton $height="12rem" />
          ) : decks.isError ? (
            <Row>
              <p role="alert">{texts.loadFailed}</p>
              <Button variant="outline" size="sm" onClick={() => void decks.refetch()}>
                {texts.retry}
              </Button>
            </Row>
          ) : decks.data.length === 0 ? (
            <p>{texts.empty}</p>
          ) : (
            <Decks>
              {decks.data.map((deck) => (
                <DeckItem key={deck.id} deck={deck} listPath={page.listPath} progress={progress?.[deck.id]} />
              ))}
            </Decks>
          )}
        </section>
        <VisitorNote />
        <section aria-labelledby="how-heading">
          <h2 id="how-heading">{texts.howHeading}</h2>
          <Steps>
            {texts.how.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Steps>
        </section>
        <section aria-labelledby="more-heading">
          <h2 id="more-heading">{texts.moreHeading}</h2>
          <LinkTiles
            columns={3}
            links={[
              { to: page.practicePath, label: texts.practice(page.examLabel) },
              ...(page.plannerPath ? [{ to: page.plannerPath, label: texts.planner(page.examLabel) }] : []),
              { to: page.examPath, label: texts.examPage(page.examLabel) },
            ]}
          />
        </section>
      </PageBody>
    </>
  );
}

export default DeckListPage;
