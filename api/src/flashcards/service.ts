import type {
  FlashcardBrowserReview,
  FlashcardDeckReviews,
  FlashcardDueDeck,
  FlashcardRating,
  FlashcardReviewResponse,
} from '@nurseprep/contracts';
import { flashcardMessages } from '@nurseprep/contracts';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import type { FlashcardReviewLogWrite, FlashcardStateRow, FlashcardStateWrite, FlashcardsRepository } from './repository';
import type { DeckStore } from './decks';
import { logResponse, reviewCard, scheduleToState, type CardSchedule } from './scheduler';

/** How far ahead `until` may reach (the end of the person's local day, anywhere on Earth). */
const untilMaxAheadMs = 48 * 60 * 60 * 1000;

/** The refusals' messages live with the endpoints' contract; the routes read them from here. */
export { flashcardMessages };

function storedOf(row: FlashcardStateRow): CardSchedule {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    lastReview: row.lastReview,
  };
}

/**
 * Review state on the server: ts-fsrs applied to the stored state at the server's clock (`now`,
 * injectable for tests), one row per user per card, every review appended to the log. Every read and write is
 * the signed-in account's own.
 */
export function createFlashcardService({ db, repository, decks, now }: { db: Database; repository: FlashcardsRepository; decks: DeckStore; now: () => Date }) {

  const untilOf = (until: string | undefined): Date => {
    const current = now();
    if (until === undefined) return current;
    const moment = new Date(until);
    if (moment.getTime() > current.getTime() + untilMaxAheadMs) {
      throw new HttpError(400, flashcardMessages.untilTooFar, { until: [flashcardMessages.untilTooFar] });
    }
    return moment;
  };

  /** Counts for one deck from the account's states of its current cards. */
  const countsOf = (deckId: string, states: readonly FlashcardStateRow[], until: Date) => {
    const deck = decks.byId.get(deckId)!;
    const cardIds = new Set(deck.cards.map((card) => card.id));
    const own = states.filter((state) => cardIds.has(state.cardId));
    return { own, newCount: deck.cardCount - own.length, dueCount: own.filter((state) => state.due.getTime() <= until.getTime()).length };
  };

  return {
    async deckReviews(userId: number, deckId: string, until?: string): Promise<FlashcardDeckReviews> {
      const deck = decks.byId.get(deckId);
      if (!deck) throw new HttpError(404, flashcardMessages.deckNotFound);
      const moment = untilOf(until);
      const states = await repository.statesOf(
        userId,
        deck.cards.map((card) => card.id),
      );
      const { own, newCount, dueCount } = countsOf(deckId, states, moment);
      const order = new Map(deck.cards.map((card, index) => [card.id, index]));
      own.sort((left, right) => order.get(left.cardId)! - order.get(right.cardId)!);
      return { states: own.map((row) => scheduleToState({ cardId: row.cardId, deckId }, storedOf(row))), newCount, dueCount };
    },

    /** Per deck the account has reviewed a card of, in deck order: cards due by `until` and cards never reviewed. */
    async due(userId: number, until?: string): Promise<FlashcardDueDeck[]> {
      const moment = untilOf(until);
      const states = await repository.allStates(userId);
      const started = new Set(states.map((state) => decks.deckOfCard.get(state.cardId)).filter((deckId): deckId is string => deckId !== undefined));
      return decks.summaries
        .filter((deck) => started.has(deck.id))
        .map((deck) => {
          const { newCount, dueCount } = countsOf(deck.id, states, moment);
          return { deckId: deck.id, title: deck.title, dueCount, newCount };
        });
    },

    /** Applies a rating to the account's state of the card (a new card if none) at the server's now. */
    async review(userId: number, cardId: string, rating: number): Promise<FlashcardReviewResponse> {
      const deckId = decks.deckOfCard.get(cardId);
      if (!deckId) throw new HttpError(400, flashcardMessages.unknownCard, { cardId: [flashcardMessages.unknownCard] });
      // Twice at most: a first review racing another first review of the same card finds its row the second time.
      for (let attempt = 0; ; attempt += 1) {
        const outcome = await db.transaction(async (transaction) => {
          const at = now();
          const existing = await repository.lockState(userId, cardId, transaction);
          const { schedule: card, log: entry } = reviewCard(existing ? storedOf(existing) : undefined, rating as FlashcardRating, at);
          const row = { userId, cardId, deckId, ...card, updatedAt: at };
          if (existing) await repository.updateState(row, transaction);
          else if (!(await repository.insertStateIfAbsent(row, transaction))) return null;
          await repository.appendLog([{ userId, cardId, deckId, ...entry, source: 'review' }], transaction);
          return { state: scheduleToState({ cardId, deckId }, card), log: logResponse(cardId, entry) };
        });
        if (outcome) return outcome;
        if (attempt >= 1) throw new Error(`could not store the review of ${cardId}`);
      }
    },

    /**
     * Replays the browser's review history, in time order, for each card the account has no state for (cards it
     * has are left as they are, so sending the same history twice changes nothing). Reviews of cards no deck
     * holds are skipped; times after the server's now count as now. One transaction: all or nothing.
     */
    async merge(userId: number, reviews: readonly FlashcardBrowserReview[]): Promise<number> {
      const at = now();
      const byCard = new Map<string, { rating: number; time: number; index: number }[]>();
      reviews.forEach((entry, index) => {
        if (!decks.deckOfCard.has(entry.cardId)) return;
        const time = Math.min(new Date(entry.reviewedAt).getTime(), at.getTime());
        const list = byCard.get(entry.cardId) ?? [];
        list.push({ rating: entry.rating, time, index });
        byCard.set(entry.cardId, list);
      });
      if (byCard.size === 0) return 0;
      return db.transaction(async (transaction) => {
        const existing = new Set((await repository.statesOf(userId, [...byCard.keys()], transaction)).map((row) => row.cardId));
        const states: FlashcardStateWrite[] = [];
        const logOf = new Map<string, FlashcardReviewLogWrite[]>();
        for (const [cardId, entries] of byCard) {
          if (existing.has(cardId)) continue;
          const deckId = decks.deckOfCard.get(cardId)!;
          entries.sort((left, right) => left.time - right.time || left.index - right.index);
          let card: CardSchedule | undefined;
          const cardLog: FlashcardReviewLogWrite[] = [];
          for (const entry of entries) {
            const outcome = reviewCard(card, entry.rating as FlashcardRating, new Date(entry.time));
            card = outcome.schedule;
            cardLog.push({ userId, cardId, deckId, ...outcome.log, source: 'merge' });
          }
          states.push({ userId, cardId, deckId, ...card!, updatedAt: at });
          logOf.set(cardId, cardLog);
        }
        // One insert for all; a card a concurrent review stored meanwhile keeps that state (and its log).
        const inserted = await repository.insertStatesIfAbsent(states, transaction);
        await repository.appendLog(
          [...inserted].flatMap((cardId) => logOf.get(cardId)!),
          transaction,
        );
        return inserted.size;
      });
    },
  };
}
export type FlashcardService = ReturnType<typeof createFlashcardService>;
