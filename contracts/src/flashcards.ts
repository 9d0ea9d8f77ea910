/**
 * Flashcards: the deck content format (server side: it holds `verified` and `source`), what the
 * browser gets, FSRS review state, and every request and answer of /api/flashcards.
 *
 * The plain data (exams, subjects, ratings, limits) lives in flashcard-decks.ts, which builds no zod schema.
 */
import { z } from 'zod';
import { flashcardExams, flashcardMergeMaxReviews, flashcardStates, flashcardSubjects } from './flashcard-decks';

export * from './flashcard-decks';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase slug');
const text = z.string().trim().min(1, 'must not be empty');

// ---------------------------------------------------------------------------------------------------------
// Deck content (api/content/flashcards/<deck-id>.json): server side only.

export const flashcardContentSchema = z.strictObject({
  id: z.string().max(100, 'must be at most 100 characters').regex(/^[a-z0-9]+(?:-[a-z0-9]+)*-\d{3}$/, 'must be <deck-id>-NNN'),
  front: text.max(200, 'must be at most 200 characters'),
  back: text.max(450, 'must be at most 450 characters'),
  hint: text.max(200, 'must be at most 200 characters').optional(),
  source: text,
});
export type FlashcardContent = z.infer<typeof flashcardContentSchema>;

/**
 * One deck file as written. The schema checks shape; the loader checks the file name, card ids
 * (`<deck-id>-NNN`, unique) and exams/subjects (not both empty); the content test checks the quality rules.
 */
export const flashcardDeckFileSchema = z.strictObject({
  id: slug.max(80, 'must be at most 80 characters'),
  title: text.max(80),
  description: text.max(300),
  exams: z.array(z.enum(flashcardExams)),
  subjects: z.array(z.enum(flashcardSubjects)),
  verified: z.boolean(),
  cards: z.array(flashcardContentSchema).min(1, 'must hold at least one card'),
});
export type FlashcardDeckFile = z.infer<typeof flashcardDeckFileSchema>;

// ---------------------------------------------------------------------------------------------------------
// What the browser gets.

export const flashcardDeckSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  exams: z.array(z.enum(flashcardExams)),
  subjects: z.array(z.enum(flashcardSubjects)),
  cardCount: z.number().int(),
});
export type FlashcardDeckSummary = z.infer<typeof flashcardDeckSummarySchema>;

export const flashcardSchema = z.object({
  id: z.string(),
  front: z.string(),
  back: z.string(),
  hint: z.string().optional(),
});
export type Flashcard = z.infer<typeof flashcardSchema>;

export const flashcardDeckSchema = flashcardDeckSummarySchema.extend({ cards: z.array(flashcardSchema) });
export type FlashcardDeck = z.infer<typeof flashcardDeckSchema>;

export const flashcardDeckListSchema = z.array(flashcardDeckSummarySchema);
export type FlashcardDeckList = z.infer<typeof flashcardDeckListSchema>;

/** ts-fsrs's Card with our names (camelCase), the card and deck it belongs to, and ISO dates. */
export const flashcardStateSchema = z.object({
  cardId: z.string(),
  deckId: z.string(),
  due: z.iso.datetime(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number().int(),
  scheduledDays: z.number().int(),
  learningSteps: z.number().int(),
  reps: z.number().int(),
  lapses: z.number().int(),
  state: z.enum(flashcardStates),
  lastReview: z.iso.datetime().nullable(),
});
export type FlashcardState = z.infer<typeof flashcardStateSchema>;

/** One review as ts-fsrs logs it: the rating, and the card's state, due date and memory BEFORE the review. */
export const flashcardReviewLogSchema = z.object({
  cardId: z.string(),
  rating: z.number().int().min(1).max(4),
  state: z.enum(flashcardStates),
  due: z.iso.datetime(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number().int(),
  scheduledDays: z.number().int(),
  reviewedAt: z.iso.datetime(),
});
export type FlashcardReviewLog = z.infer<typeof flashcardReviewLogSchema>;

// ---------------------------------------------------------------------------------------------------------
// Requests and answers.

export const flashcardDeckListQuerySchema = z.strictObject({
  exam: z.enum(flashcardExams, { error: `Exam must be one of: ${flashcardExams.join(', ')}` }).optional(),
  subject: z.enum(flashcardSubjects, { error: `Subject must be one of: ${flashcardSubjects.join(', ')}` }).optional(),
});
export type FlashcardDeckListQuery = z.infer<typeof flashcardDeckListQuerySchema>;

export const flashcardDeckParamsSchema = z.object({ id: z.string().max(80, 'Deck id is too long') });

/** GET /api/flashcards/decks/:id/reviews: the account's states for the deck's cards, and today's counts. */
export const flashcardDeckReviewsSchema = z.object({
  states: z.array(flashcardStateSchema),
  /** Cards of the deck the account has never reviewed. */
  newCount: z.number().int(),
  /** Reviewed cards due now (due <= `until`, default the server's now). */
  dueCount: z.number().int(),
});
export type FlashcardDeckReviews = z.infer<typeof flashcardDeckReviewsSchema>;

/** `until`: count cards due up to this moment (the end of the person's local day), at most 2 days ahead. */
export const flashcardDueQuerySchema = z.strictObject({
  until: z.iso.datetime({ offset: true, error: 'until must be an ISO date-time' }).optional(),
});
export type FlashcardDueQuery = z.infer<typeof flashcardDueQuerySchema>;

/** Card ids are `<deck-id>-NNN` slugs: anything else names no card. */
const cardIdSchema = z
  .string({ error: 'Card id must be a string' })
  .max(100, 'Card id is too long')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown card');
const ratingSchema = z
  .number({ error: 'Rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)' })
  .int('Rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)')
  .min(1, 'Rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)')
  .max(4, 'Rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)');

export const flashcardReviewRequestSchema = z.strictObject({ cardId: cardIdSchema, rating: ratingSchema });
export type FlashcardReviewRequest = z.infer<typeof flashcardReviewRequestSchema>;

export const flashcardReviewResponseSchema = z.object({ state: flashcardStateSchema, log: flashcardReviewLogSchema });
export type FlashcardReviewResponse = z.infer<typeof flashcardReviewResponseSchema>;

/** One review from the browser's history (a visitor's), replayed in time order on merge. */
export const flashcardBrowserReviewSchema = z.strictObject({
  cardId: cardIdSchema,
  rating: ratingSchema,
  reviewedAt: z.iso.datetime({ offset: true, error: 'reviewedAt must be an ISO date-time' }),
});
export type FlashcardBrowserReview = z.infer<typeof flashcardBrowserReviewSchema>;

export const flashcardMergeRequestSchema = z.strictObject({
  reviews: z
    .array(flashcardBrowserReviewSchema)
    .max(flashcardMergeMaxReviews, `At most ${flashcardMergeMaxReviews} reviews at once`),
});
export type FlashcardMergeRequest = z.infer<typeof flashcardMergeRequestSchema>;

/** `merged`: cards given a state from the browser's history (cards the account already had are left as they are). */
export const flashcardMergeResponseSchema = z.object({ merged: z.number().int() });
export type FlashcardMergeResponse = z.infer<typeof flashcardMergeResponseSchema>;

/** GET /api/flashcards/due: per deck the account has reviewed, cards due and new (for /my-study). */
export const flashcardDueDeckSchema = z.object({
  deckId: z.string(),
  title: z.string(),
  dueCount: z.number().int(),
  newCount: z.number().int(),
});
export const flashcardDueResponseSchema = z.array(flashcardDueDeckSchema);
export type FlashcardDueDeck = z.infer<typeof flashcardDueDeckSchema>;

/** What the flashcards endpoints answer when they refuse a request. */
export const flashcardMessages = {
  unknownCard: 'Unknown card',
  deckNotFound: 'Deck not found',
  untilTooFar: 'until must be at most 2 days ahead',
} as const;
