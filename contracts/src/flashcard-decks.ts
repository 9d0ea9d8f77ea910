/**
 * Flashcards and the study planner as plain data: exams and subjects a deck may belong to, the
 * FSRS ratings and states, the limits of the API, and the exams with a planner. Kept apart from flashcards.ts
 * (which builds zod schemas at load time) so exam pages, /my-study and the planner can import them without
 * downloading zod. flashcards.ts, study-plans.ts and the index re-export everything here.
 */

/** Exam page slugs a deck may belong to (`/exams/<slug>/flashcards`). */
export const flashcardExams = ['teas', 'hesi', 'nclex'] as const;
export type FlashcardExam = (typeof flashcardExams)[number];

/** Coursework subjects a deck may belong to (`/exams/coursework/<subject>/flashcards`). */
export const flashcardSubjects = ['pharmacology', 'med-surg', 'pathophysiology', 'mental-health', 'fundamentals'] as const;
export type FlashcardSubject = (typeof flashcardSubjects)[number];

/** FSRS ratings as ts-fsrs numbers them (Rating.Again = 1 ... Rating.Easy = 4); keys 1-4 in the study page. */
export const flashcardRatings = [
  { value: 1, label: 'Again' },
  { value: 2, label: 'Hard' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Easy' },
] as const;
export type FlashcardRating = (typeof flashcardRatings)[number]['value'];

/** FSRS card states, in ts-fsrs's State order (New = 0 ... Relearning = 3). */
export const flashcardStates = ['new', 'learning', 'review', 'relearning'] as const;
export type FlashcardStateName = (typeof flashcardStates)[number];

/** Content rules (the deck content test enforces them). */
export const flashcardDeckMinimumCards = 30;
export const flashcardMinimumTotalCards = 400;

/** The most reviews one merge request may carry (a visitor's browser history, sent once after sign-in). */
export const flashcardMergeMaxReviews = 5000;
/** New cards a study session offers after the due ones. */
export const flashcardSessionNewCards = 20;

/** Exams with a study planner (`/exams/<slug>/planner`). */
export const studyPlanExams = ['teas', 'hesi', 'nclex'] as const;
export type StudyPlanExam = (typeof studyPlanExams)[number];

export const studyPlanLimits = {
  minHoursPerWeek: 1,
  maxHoursPerWeek: 60,
  maxCompletedTasks: 500,
  maxTaskIdLength: 100,
} as const;
