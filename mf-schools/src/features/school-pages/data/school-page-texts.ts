import type { SchoolSlug } from '@nurseprep/contracts';

/** Labels every school page shares (the per-school copy lives in data/schools/). */
export const schoolPageTexts = {
  independence: (name: string) =>
    `We are an independent tutoring service, not affiliated with, endorsed by or sponsored by ${name}. We use the school's name (and its course codes) only so you can find help for your courses. Course titles and program details change: check your school's current catalog.`,
  courseNote:
    'We list courses by their codes and, where we describe one, by the subject it covers; we do not claim official course titles. Check your syllabus for the current title.',
  backToDirectory: 'All schools',
  showAnswer: 'Show answer',
  hideAnswer: 'Hide answer',
  checkAnswer: 'Check answer',
  tryAgain: 'Try again',
  correct: 'Correct.',
  incorrect: (letter: string) => `Not quite: the best answer is ${letter}.`,
  rationale: 'Why',
  formula: 'Formula',
  answer: 'Answer',
  noDocuments: 'We are still writing the guides for this part of the course. Request materials below and we will tell you when they are ready.',
  materialsLoading: 'Loading study materials...',
  materialsFailed: 'The study materials could not be loaded right now.',
  retry: 'Try again',
  sidebarLabel: 'Packages and tutoring',
  offerAction: (offer: { name: string; unit: 'one-time' | 'per-hour' }) => (offer.unit === 'per-hour' ? `Book ${offer.name}` : `Get the ${offer.name}`),
  bookHours: 'Book Tutoring',
  tutoringHref: (slug: SchoolSlug) => `/booking?service=tutoring&school=${slug}`,
  requestMaterialsHref: (slug: SchoolSlug) => `/booking?service=custom&school=${slug}`,
  requestMaterials: 'Request Materials for Your School',
  paymentHref: (offerId: string) => `/payment?package=${offerId}`,
  advisorHref: '/contact',
  courseCode: 'Course',
};
