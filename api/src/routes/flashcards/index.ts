import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
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
} from '@nurseprep/contracts';
import { filterDecks } from '../../flashcards/decks';
import { createFlashcardService, flashcardMessages } from '../../flashcards/service';
import { HttpError } from '../../lib/http-error';

const signedInOnly = { 401: errorResponseSchema };
const personal = 'Signed-in students only (401 otherwise); only the account\'s own state.';

/** Decks change only on deploy: browsers and proxies may keep them a few minutes. */
const deckCache = 'public, max-age=300';

/**
 * Flashcards: the decks (anyone; read from memory). A signed-in student's review state, its
 * merge from the browser and the due counts live in the same plugin.
 */
export const flashcardRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const flashcards = createFlashcardService({ db: app.db, decks: app.decks, now: options.now ?? (() => new Date()) });

  app.get(
    '/api/flashcards/decks',
    {
      schema: {
        tags: ['flashcards'],
        summary: 'The flashcard decks (without their cards), for an exam page or a coursework subject',
        querystring: flashcardDeckListQuerySchema,
        response: { 200: flashcardDeckListSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', deckCache);
      return filterDecks(app.decks, request.query);
    },
  );

  app.get(
    '/api/flashcards/decks/:id',
    {
      schema: {
        tags: ['flashcards'],
        summary: 'A deck with its cards (front, back, optional hint)',
        params: flashcardDeckParamsSchema,
        response: { 200: flashcardDeckSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const deck = app.decks.byId.get(request.params.id);
      if (!deck) throw new HttpError(404, flashcardMessages.deckNotFound);
      reply.header('Cache-Control', deckCache);
      return deck;
    },
  );

  app.get(
    '/api/flashcards/decks/:id/reviews',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['flashcards'],
        summary: `The account's review state of the deck's cards, with new and due counts (due: by \`until\`, default now). ${personal}`,
        params: flashcardDeckParamsSchema,
        querystring: flashcardDueQuerySchema,
        response: { 200: flashcardDeckReviewsSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...signedInOnly },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return flashcards.deckReviews(request.user!.id, request.params.id, request.query.until);
    },
  );

  app.post(
    '/api/flashcards/reviews',
    {
      config: { rateLimit: app.rateLimits.flashcardReviews },
      preValidation: app.requireUser,
      schema: {
        tags: ['flashcards'],
        summary: `Rate a card (1 Again, 2 Hard, 3 Good, 4 Easy): FSRS applied to the stored state (a new card if none) at the server's now; the state is stored and the review logged. ${personal}`,
        body: flashcardReviewRequestSchema,
        response: { 200: flashcardReviewResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema, ...signedInOnly },
      },
    },
    async (request) => flashcards.review(request.user!.id, request.body.cardId, request.body.rating),
  );

  app.post(
    '/api/flashcards/reviews/merge',
    {
      config: { rateLimit: app.rateLimits.flashcardReviews },
      // Room for 5,000 reviews.
      bodyLimit: 1024 * 1024,
      preValidation: app.requireUser,
      schema: {
        tags: ['flashcards'],
        summary: `Merge this browser's review history (at most ${flashcardMergeMaxReviews} reviews, sent once after sign-in or sign-up): replayed in time order for cards the account has no state for; cards it has are left as they are (sending it again merges nothing); cards no deck holds are skipped. ${personal}`,
        body: flashcardMergeRequestSchema,
        response: { 200: flashcardMergeResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema, ...signedInOnly },
      },
    },
    async (request) => ({ merged: await flashcards.merge(request.user!.id, request.body.reviews) }),
  );

  app.get(
    '/api/flashcards/due',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['flashcards'],
        summary: `Per deck the account has started: cards due (by \`until\`, e.g. the end of the local day; default now) and cards never reviewed, for My Study. ${personal}`,
        querystring: flashcardDueQuerySchema,
        response: { 200: flashcardDueResponseSchema, 400: errorResponseSchema, ...signedInOnly },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return flashcards.due(request.user!.id, request.query.until);
    },
  );
};
