import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { flashcardsPagePaths } from '@nurseprep/contracts/routes';
import { ArrowRight, Badge, Button, ButtonLink, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@nurseprep/shared-ui';
import { useAllDecks } from '../requests/get-all-decks';
import { useDueDecks } from '../requests/get-due';
import { deckListPages, flashcardsTexts } from '../data/flashcards-texts';
import { useMergeVisitorReviews } from '../hooks/use-merge-visitor-reviews';
import { studyPathOf } from '../lib/deck-paths';

const texts = flashcardsTexts.myStudy;

const Decks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-left: 6px solid ${({ theme }) => theme.colors.secondary};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Counts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

const Lists = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** The end of the person's local day, as an ISO instant (read in an effect: the server has no local day). */
function endOfToday(): string {
  const end = new Date();
  end.setHours(23, 59, 59, 999);
  return end.toISOString();
}

/** /my-study (signed in): each deck with cards due today, and a way into it; the deck lists when nothing is due. */
export function DueCardsSection() {
  const merging = useMergeVisitorReviews();
  const [until, setUntil] = useState<string | null>(null);
  useEffect(() => setUntil(endOfToday()), []);
  const due = useDueDecks(!merging && until !== null, until ?? undefined);
  const decks = useAllDecks();
  const today = (due.data ?? []).filter((entry) => entry.dueCount > 0);

  return (
    <Card as="section" aria-labelledby="my-study-flashcards-heading" id="my-study-flashcards">
      <CardHeader>
        <CardTitle as="h2" id="my-study-flashcards-heading">
          {texts.heading}
        </CardTitle>
        <CardDescription>{texts.lead}</CardDescription>
      </CardHeader>
      <CardContent>
        {due.isError ? (
          <Counts>
            <span role="alert">{texts.loadFailed}</span>
            <Button variant="outline" size="sm" onClick={() => void due.refetch()}>
              {texts.retry}
            </Button>
          </Counts>
        ) : !due.data || decks.isPending ? (
          <Skeleton $height="6rem" />
        ) : today.length ? (
          <Decks>
            {today.map((entry) => {
              const deck = decks.data?.find((candidate) => candidate.id === entry.deckId);
              const path = deck ? studyPathOf(deck) : null;
              return (
                <li key={entry.deckId}>
                  <div>
                    <h3>{entry.title}</h3>
                    <Counts>
                      <Badge>{texts.due(entry.dueCount)}</Badge>
                      <Badge variant="outline">{texts.newCount(entry.newCount)}</Badge>
                    </Counts>
                  </div>
                  {path ? (
                    <ButtonLink href={path} size="sm" aria-label={texts.study(entry.title)}>
                      {flashcardsTexts.list.studyShort}
                      <ArrowRight aria-hidden="true" />
                    </ButtonLink>
                  ) : null}
                </li>
              );
            })}
          </Decks>
        ) : (
          <>
            <p>{texts.none}</p>
            <Lists>
              {(Object.keys(flashcardsPagePaths) as (keyof typeof flashcardsPagePaths)[]).map((list) => (
                <li key={list}>
                  <Link to={flashcardsPagePaths[list]}>
                    {texts.deckLists(deckListPages[list].examLabel)}
                    <ArrowRight aria-hidden="true" size={18} />
                  </Link>
                </li>
              ))}
            </Lists>
          </>
        )}
      </CardContent>
    </Card>
  );
}

export default DueCardsSection;
