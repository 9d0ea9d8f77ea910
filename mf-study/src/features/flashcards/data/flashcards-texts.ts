import { flashcardsPagePaths, plannerPagePaths, practicePagePaths, type FlashcardsPageSlug } from '@nurseprep/contracts/routes';
import { flashcardRatings, flashcardSessionNewCards } from '@nurseprep/contracts/flashcard-decks';
import type { ReviewRating } from '../requests/flashcard-types';
import type { DeckFilter } from '../requests/get-decks';

export interface DeckListPage {
  title: string;
  documentTitle: string;
  lead: string;
  /** What the list asks the API for. */
  filter: DeckFilter;
  examLabel: string;
  examPath: string;
  listPath: string;
  practicePath: string;
  plannerPath: string | null;
}

/** Each deck list: its heading, the decks it shows and where its exam's other study tools are. */
export const deckListPages = {
  teas: {
    title: 'ATI TEAS 7 Flashcards',
    documentTitle: 'Free TEAS 7 Flashcards with Spaced Repetition',
    lead: 'Free flashcard decks for the TEAS 7: science, math conversions and medical terms. Cards come back just before you would forget them.',
    filter: { exam: 'teas' },
    examLabel: 'ATI TEAS 7',
    examPath: '/exams/teas',
    listPath: flashcardsPagePaths.teas,
    practicePath: practicePagePaths.teas,
    plannerPath: plannerPagePaths.teas,
  },
  hesi: {
    title: 'HESI A2 Flashcards',
    documentTitle: 'Free HESI A2 Flashcards with Spaced Repetition',
    lead: 'Free flashcard decks for the HESI A2: vocabulary, math conversions, anatomy and physiology. Cards come back just before you would forget them.',
    filter: { exam: 'hesi' },
    examLabel: 'HESI A2',
    examPath: '/exams/hesi',
    listPath: flashcardsPagePaths.hesi,
    practicePath: practicePagePaths.hesi,
    plannerPath: plannerPagePaths.hesi,
  },
  nclex: {
    title: 'NCLEX-RN Flashcards',
    documentTitle: 'Free NCLEX-RN Flashcards with Spaced Repetition',
    lead: 'Free flashcard decks for the NCLEX-RN: lab values, drug classes, priority and delegation. Cards come back just before you would forget them.',
    filter: { exam: 'nclex' },
    examLabel: 'NCLEX-RN',
    examPath: '/exams/nclex',
    listPath: flashcardsPagePaths.nclex,
    practicePath: practicePagePaths.nclex,
    plannerPath: plannerPagePaths.nclex,
  },
  pharmacology: {
    title: 'Pharmacology Flashcards',
    documentTitle: 'Free Pharmacology Flashcards for Nursing Students',
    lead: 'Free flashcard decks of drug classes, prototypes and nursing checks for pharmacology courses. Cards come back just before you would forget them.',
    filter: { subject: 'pharmacology' },
    examLabel: 'Pharmacology',
    examPath: '/exams/coursework/pharmacology',
    listPath: flashcardsPagePaths.pharmacology,
    practicePath: practicePagePaths.pharmacology,
    plannerPath: null,
  },
} as const satisfies Record<FlashcardsPageSlug, DeckListPage>;

export const ratingNames = Object.fromEntries(flashcardRatings.map((rating) => [rating.value, rating.label])) as Record<ReviewRating, string>;

export const flashcardsTexts = {
  list: {
    heading: 'Decks',
    cards: (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`,
    newCount: (count: number) => `${count} new`,
    dueCount: (count: number) => `${count} due`,
    study: (title: string) => `Study ${title}`,
    studyShort: 'Study',
    empty: 'No decks here yet.',
    loadFailed: 'The decks could not be loaded.',
    retry: 'Try again',
    howHeading: 'How the cards are scheduled',
    how: [
      'Look at the front, recall the answer, then turn the card with Space or the Show answer button.',
      'Rate how well you knew it: Again, Hard, Good or Easy (keys 1 to 4). Each button shows when the card will come back.',
      `Each session brings the cards due today, then up to ${flashcardSessionNewCards} new ones. The scheduler is FSRS, an open spaced-repetition algorithm.`,
    ],
    visitorNote: 'Your progress is kept in this browser. Sign in or create a free account to keep it on every device and see due cards on My Study.',
    signIn: 'Sign in',
    signUp: 'Create a free account',
    moreHeading: 'More ways to prepare',
    practice: (exam: string) => `${exam} practice questions`,
    planner: (exam: string) => `${exam} study planner`,
    examPage: (exam: string) => `${exam} exam page`,
  },
  study: {
    backToList: (list: string) => `All ${list}`,
    loading: 'Loading your cards...',
    newLabel: 'New',
    dueLabel: 'Due',
    front: 'Front',
    back: 'Back',
    hint: 'Hint',
    showHint: 'Show a hint',
    showAnswer: 'Show answer',
    showFront: 'Show front',
    rateHeading: 'How well did you know it?',
    keyboardHint: 'Keys: Space turns the card, 1 Again, 2 Hard, 3 Good, 4 Easy.',
    announceFront: (text: string) => `Front: ${text}`,
    announceBack: (text: string) => `Back: ${text}`,
    cardOf: (number: number, total: number) => `Card ${number} of ${total}`,
    saveFailed: 'Your last rating could not be saved. Check your connection; it will be sent again with your next rating.',
    notFoundHeading: 'This deck was not found',
    notFoundText: 'It may have been renamed. Choose a deck from the list.',
    loadFailed: 'The deck could not be loaded.',
    retry: 'Try again',
  },
  summary: {
    heading: 'Session complete',
    nothingDue: 'Nothing to review right now',
    reviewed: (count: number) => `You reviewed ${count} ${count === 1 ? 'card' : 'cards'}.`,
    ratingsCaption: 'Your ratings this session',
    comeBack: (when: string, at: string) => `Come back in ${when} (${at}): your next card is due then.`,
    allNew: 'Every card of this deck has been reviewed for now.',
    studyAgain: 'Study the cards due now',
    studyMore: 'Study more new cards',
    saveVisitor: 'Your progress is saved in this browser. Create a free account to keep it on every device.',
  },
  myStudy: {
    heading: 'Flashcards due today',
    lead: 'Decks with cards to review today, from your reviews on any device.',
    none: 'No cards are due today. Start a deck to build your review schedule:',
    due: (count: number) => `${count} due`,
    newCount: (count: number) => `${count} new`,
    study: (title: string) => `Study ${title}`,
    loadFailed: 'Your due cards could not be loaded.',
    retry: 'Try again',
    deckLists: (label: string) => `${label} flashcards`,
  },
} as const;
