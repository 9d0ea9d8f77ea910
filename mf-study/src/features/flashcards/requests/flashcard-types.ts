/** The flashcards API's shapes, from contracts (types only: no zod reaches the browser through them). */
export type {
  FlashcardDeckSummary as DeckSummary,
  Flashcard as DeckCard,
  FlashcardDeck as Deck,
  FlashcardState as CardReviewState,
  FlashcardDeckReviews as DeckReviews,
  FlashcardBrowserReview as VisitorReview,
  FlashcardDueDeck as DueDeck,
  FlashcardRating as ReviewRating,
  FlashcardReviewResponse as SavedReview,
} from '@nurseprep/contracts';
