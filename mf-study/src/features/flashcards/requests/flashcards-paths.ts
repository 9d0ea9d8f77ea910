/** The keys the flashcards' queries are cached under, for invalidating them together. */
export const DECKS_PATH = '/api/flashcards/decks';
export const DUE_PATH = '/api/flashcards/due';
