import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../lib/endpoint-route';
import { HttpError } from '../lib/http-error';
import { filterDecks } from './decks';
import { createFlashcardService, flashcardMessages } from './service';

/** Decks change only on deploy: browsers and proxies may keep them a few minutes. */
const deckCache = 'public, max-age=300';

/**
 * Flashcards: the decks (anyone; read from memory). A signed-in student's review state, its
 * merge from the browser and the due counts live in the same plugin.
 */
export const flashcardRoutes: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, options) => {
  const flashcards = createFlashcardService({ db: app.db, repository: app.repositories.flashcards, decks: app.decks, now: options.now ?? (() => new Date()) });

  app.route({
    ...endpointRoute('GET /api/flashcards/decks'),
    handler: async (request, reply) => {
      reply.header('Cache-Control', deckCache);
      return filterDecks(app.decks, request.query);
    },
  });

  app.route({
    ...endpointRoute('GET /api/flashcards/decks/:id'),
    handler: async (request, reply) => {
      const deck = app.decks.byId.get(request.params.id);
      if (!deck) throw new HttpError(404, flashcardMessages.deckNotFound);
      reply.header('Cache-Control', deckCache);
      return deck;
    },
  });

  app.route({
    ...endpointRoute('GET /api/flashcards/decks/:id/reviews'),
    preValidation: app.requireUser,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return flashcards.deckReviews(request.user!.id, request.params.id, request.query.until);
    },
  });

  app.route({
    ...endpointRoute('POST /api/flashcards/reviews'),
    config: { rateLimit: app.rateLimits.flashcardReviews },
    preValidation: app.requireUser,
    handler: async (request) => flashcards.review(request.user!.id, request.body.cardId, request.body.rating),
  });

  app.route({
    ...endpointRoute('POST /api/flashcards/reviews/merge'),
    config: { rateLimit: app.rateLimits.flashcardReviews },
    // Room for 5,000 reviews.
    bodyLimit: 1024 * 1024,
    preValidation: app.requireUser,
    handler: async (request) => ({ merged: await flashcards.merge(request.user!.id, request.body.reviews) }),
  });

  app.route({
    ...endpointRoute('GET /api/flashcards/due'),
    preValidation: app.requireUser,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return flashcards.due(request.user!.id, request.query.until);
    },
  });
};
