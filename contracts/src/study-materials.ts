import type { studyMaterialCategories } from './catalogue';

/** The type of a study material card (spec section 3): its icon and label. */
export const studyMaterialTypes = ['pdf', 'video', 'quiz', 'exam-bank'] as const;
export type StudyMaterialType = (typeof studyMaterialTypes)[number];

export const studyMaterialTypeLabels: Record<StudyMaterialType, string> = {
  pdf: 'PDF guide',
  video: 'Video course',
  quiz: 'Practice quizzes',
  'exam-bank': 'Question bank',
};

export type StudyMaterialCategory = (typeof studyMaterialCategories)[number];

/**
 * The home page's study-material cards: what the card shows beyond its offer (name, description, price and
 * category come from the catalogue offer with the same id, so the card and the checkout never disagree).
 */
export interface StudyMaterialCard {
  /** The catalogue offer id, used in `/payment?package=<id>`. */
  offerId: string;
  type: StudyMaterialType;
  /** Average rating out of 5 (spec section 9: 4.6 to 4.9). */
  rating: number;
  downloads: number;
  isPurchased?: boolean;
}

export const studyMaterialCards: readonly StudyMaterialCard[] = [
  { offerId: 'teas-7-complete-study-guide', type: 'pdf', rating: 4.9, downloads: 1845 },
  { offerId: 'hesi-a2-practice-question-bank', type: 'exam-bank', rating: 4.8, downloads: 1204 },
  { offerId: 'nclex-rn-comprehensive-review', type: 'pdf', rating: 4.9, downloads: 987 },
  { offerId: 'anatomy-physiology-flashcards', type: 'pdf', rating: 4.7, downloads: 1532 },
  { offerId: 'pharmacology-video-course', type: 'video', rating: 4.8, downloads: 643 },
  { offerId: 'chemistry-biology-practice-quizzes', type: 'quiz', rating: 4.6, downloads: 812 },
];
