import type { studyMaterialCategories } from './catalogue';
import type { Offer } from './catalogue-schema';

/** The type of a study material card: its icon and label. */
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
 * A home page study-material card: the priced offer it sells (part of the catalogue's offers, so
 * the card and the checkout never disagree) and what the card shows beyond it.
 */
export interface StudyMaterialCard {
  offer: Offer & { group: 'study-material'; category: StudyMaterialCategory };
  type: StudyMaterialType;
  /** Average rating out of 5 (the cards range from 4.6 to 4.9). */
  rating: number;
  downloads: number;
}

// Defined here rather than in catalogue.ts so the home page can show its cards without downloading every offer.
export const studyMaterialCards: readonly StudyMaterialCard[] = [
  {
    offer: {
      id: 'teas-7-complete-study-guide',
      name: 'TEAS 7 Complete Study Guide',
      description: 'Review of all four TEAS 7 sections (Reading, Mathematics, Science, English) with practice questions.',
      priceCents: 4999,
      unit: 'one-time',
      included: ['PDF study guide covering all four sections', 'Practice questions with explanations'],
      group: 'study-material',
      category: 'TEAS',
    },
    type: 'pdf',
    rating: 4.9,
    downloads: 1845,
  },
  {
    offer: {
      id: 'hesi-a2-practice-question-bank',
      name: 'HESI A2 Practice Question Bank',
      description: 'Timed practice questions for every HESI A2 section, with detailed answer explanations.',
      priceCents: 7999,
      unit: 'one-time',
      included: ['Online question bank for every HESI A2 section', 'Answer explanations', 'Score tracking'],
      group: 'study-material',
      category: 'HESI',
    },
    type: 'exam-bank',
    rating: 4.8,
    downloads: 1204,
  },
  {
    offer: {
      id: 'nclex-rn-comprehensive-review',
      name: 'NCLEX-RN Comprehensive Review',
      description: 'A complete NCLEX-RN review with next-generation case studies and practice exams.',
      priceCents: 12999,
      unit: 'one-time',
      included: ['Content review for every client-needs category', 'Next-generation NCLEX case studies', 'Practice exams'],
      group: 'study-material',
      category: 'NCLEX',
    },
    type: 'pdf',
    rating: 4.9,
    downloads: 987,
  },
  {
    offer: {
      id: 'anatomy-physiology-flashcards',
      name: 'Anatomy & Physiology Flashcards',
      description: 'Flashcards covering every body system tested on nursing entrance exams.',
      priceCents: 3999,
      unit: 'one-time',
      included: ['Printable flashcards for every body system', 'Quick-review diagrams'],
      group: 'study-material',
      category: 'Science',
    },
    type: 'pdf',
    rating: 4.7,
    downloads: 1532,
  },
  {
    offer: {
      id: 'pharmacology-video-course',
      name: 'Pharmacology Video Course',
      description: 'Video lessons on drug classes, mechanisms and nursing considerations, with memory aids.',
      priceCents: 8999,
      unit: 'one-time',
      included: ['Video lessons by drug class', 'Downloadable drug-class summaries', 'Dosage calculation practice'],
      group: 'study-material',
      category: 'Coursework',
    },
    type: 'video',
    rating: 4.8,
    downloads: 643,
  },
  {
    offer: {
      id: 'chemistry-biology-practice-quizzes',
      name: 'Chemistry & Biology Practice Quizzes',
      description: 'Practice quizzes on the chemistry and biology topics of TEAS and HESI A2 science sections.',
      priceCents: 5999,
      unit: 'one-time',
      included: ['Topic quizzes with instant feedback', 'Answer explanations'],
      group: 'study-material',
      category: 'Science',
    },
    type: 'quiz',
    rating: 4.6,
    downloads: 812,
  },
];

/** The study materials as catalogue offers (catalogue.ts lists them among every offer). */
export const studyMaterialOffers: readonly Offer[] = studyMaterialCards.map((card) => card.offer);
