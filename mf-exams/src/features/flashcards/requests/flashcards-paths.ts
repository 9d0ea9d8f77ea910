export const FLASHCARDS_API = '/api/flashcards';
export const DECKS_PATH = `${FLASHCARDS_API}/decks`;
export const REVIEWS_PATH = `${FLASHCARDS_API}/reviews`;
export const MERGE_REVIEWS_PATH = `${FLASHCARDS_API}/reviews/merge`;
export const DUE_PATH = `${FLASHCARDS_API}/due`;

export const deckPath = (deckId: string) => `${DECKS_PATH}/${encodeURIComponent(deckId)}`;
export const deckReviewsPath = (deckId: string) => `${deckPath(deckId)}/reviews`;

/** The HTTP status of an error thrown by shared-ui's apiRequest ("<status>: <body>"). */
export function statusOf(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^(\d{3}):/.exec(error.message);
  return match ? Number(match[1]) : undefined;
}
