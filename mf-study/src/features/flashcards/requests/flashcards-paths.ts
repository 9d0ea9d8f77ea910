export const FLASHCARDS_API = '/api/flashcards';
export const DECKS_PATH = `${FLASHCARDS_API}/decks`;
export const REVIEWS_PATH = `${FLASHCARDS_API}/reviews`;
export const MERGE_REVIEWS_PATH = `${FLASHCARDS_API}/reviews/merge`;
export const DUE_PATH = `${FLASHCARDS_API}/due`;

export const deckPath = (deckId: string) => `${DECKS_PATH}/${encodeURIComponent(deckId)}`;
export const deckReviewsPath = (deckId: string) => `${deckPath(deckId)}/reviews`;
