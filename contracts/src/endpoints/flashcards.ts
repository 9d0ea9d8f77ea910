import { errorResponseSchema } from '../errors';
import {
  flashcardDeckListQuerySchema,
  flashcardDeckListSchema,
  flashcardDeckParamsSchema,
  flashcardDeckReviewsSchema,
  flashcardDeckSchema,
  flashcardDueQuerySchema,
  flashcardDueResponseSchema,
  flashcardMergeMaxReviews,
  flashcardMergeRequestSchema,
  flashcardMergeResponseSchema,
  flashcardReviewRequestSchema,
  flashcardReviewResponseSchema,
} from '../flashcards';
import { defineEndpoints } from '../endpoint';

const personal = "Signed-in students only (401 otherwise); only the account's own state.";

/** The flashcard decks (anyone) and a signed-in student's review state, its merge from the browser, due counts. */
export const flashcardEndpoints = defineEndpoints({
  'GET /api/flashcards/decks': {
    tags: ['flashcards'],
    summary: 'The flashcard decks (without their cards), for an exam page or a coursework subject',
    query: flashcardDeckListQuerySchema,
    responses: { 200: flashcardDeckListSchema, 400: errorResponseSchema },
  },
  'GET /api/flashcards/decks/:id': {
    tags: ['flashcards'],
    summary: 'A deck with its cards (front, back, optional hint)',
    params: flashcardDeckParamsSchema,
    responses: { 200: flashcardDeckSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  },
  'GET /api/flashcards/decks/:id/reviews': {
    tags: ['flashcards'],
    summary: `The account's review state of the deck's cards, with new and due counts (due: by \`until\`, default now). ${personal}`,
    params: flashcardDeckParamsSchema,
    query: flashcardDueQuerySchema,
    responses: { 200: flashcardDeckReviewsSchema, 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
  },
  'POST /api/flashcards/reviews': {
    tags: ['flashcards'],
    summary: `Rate a card (1 Again, 2 Hard, 3 Good, 4 Easy): FSRS applied to the stored state (a new card if none) at the server's now; the state is stored and the review logged. ${personal}`,
    body: flashcardReviewRequestSchema,
    responses: { 200: flashcardReviewResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
  },
  'POST /api/flashcards/reviews/merge': {
    tags: ['flashcards'],
    summary: `Merge this browser's review history (at most ${flashcardMergeMaxReviews} reviews, sent once after sign-in or sign-up): replayed in time order for cards the account has no state for; cards it has are left as they are (sending it again merges nothing); cards no deck holds are skipped. ${personal}`,
    body: flashcardMergeRequestSchema,
    responses: { 200: flashcardMergeResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
  },
  'GET /api/flashcards/due': {
    tags: ['flashcards'],
    summary: `Per deck the account has started: cards due (by \`until\`, e.g. the end of the local day; default now) and cards never reviewed, for My Study. ${personal}`,
    query: flashcardDueQuerySchema,
    responses: { 200: flashcardDueResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
  },
});
